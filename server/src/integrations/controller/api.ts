// The controller's interface and types, apart from the factory in index.ts so that client.ts and
// simulator.ts implement it without importing the module that imports them.

export interface ControllerOrganization {
  id: string;
  name: string;
}

export interface ControllerGroup {
  id: number;
  name: string;
}

export type StatusLed = 'green' | 'yellow' | 'red' | 'gray';

export interface ControllerWan {
  id: number;
  name: string;
  type: 'cellular' | 'wifi' | 'usb' | 'ethernet' | 'other';
  status: string;
  status_led: StatusLed;
  ip: string | null;
  cellular_network_type?: string | null;
  sims?: { a?: { iccid?: string; imsi?: string } | null; b?: { iccid?: string; imsi?: string } | null };
}

export interface ControllerDevice {
  id: string;
  serial: string;
  name: string;
  organization_id: string;
  group_id: number;
  group_name: string;
  online: boolean;
  status: string;
  /** Last time the controller heard from it (null: never). */
  last_online: string | null;
  fw_ver: string;
  product_name: string;
  tags: string[];
  notes: string | null;
  lat?: number | null;
  lng?: number | null;
  wans: ControllerWan[];
}

export interface SpeedTestResult {
  status: 'running' | 'done' | 'failed';
  bandwidth?: number;
  bandwidth_unit?: string;
  retransmissions?: number;
  cwnd?: number;
  cwnd_unit?: string;
  remote_serial?: string | null;
  remote_name?: string | null;
  dir?: string;
  wan_quality?: { ts: string; band?: string; sinr?: number; rsrq?: number; rsrp?: number }[];
}

export interface ConfigBackup {
  id: string;
  date: string;
  time: string;
  size: number;
  url: string;
}

export interface WanDailyUsage {
  date: string;
  wan_id: number;
  wan_name: string;
  /** MB up + down that day. */
  mb: number;
}

/**
 * A device as our database knows it: the controller addresses it by organization, group and id; the
 * serial and name let the simulator recognise a device it has not listed yet.
 */
export interface DeviceRef {
  organization_id: string;
  group_id: number | null;
  id: string;
  serial: string;
  name?: string | null;
}

/** What the console's device operations need from one controller server (nothing more). */
export interface ControllerApi {
  listOrganizations(): Promise<ControllerOrganization[]>;
  listGroups(orgId: string): Promise<ControllerGroup[]>;
  listDevices(orgId: string, groupId?: number): Promise<ControllerDevice[]>;
  getDevice(device: DeviceRef): Promise<ControllerDevice>;
  reboot(device: DeviceRef): Promise<void>;
  restartCellularModem(device: DeviceRef, wanId: number): Promise<void>;
  /** Starts a speed test and answers its id; the result is ready about 20 seconds later. */
  runSpeedTest(device: DeviceRef): Promise<string>;
  getSpeedTestResult(device: DeviceRef, testId: string): Promise<SpeedTestResult>;
  /** Pushes the group's current configuration to the device again; answers the support ticket id. */
  flashConfig(device: DeviceRef): Promise<string>;
  moveDevice(device: DeviceRef, groupId: number): Promise<void>;
  setTags(device: DeviceRef, tags: string[]): Promise<void>;
  listConfigBackups(device: DeviceRef): Promise<ConfigBackup[]>;
  /** Data used per day and WAN between two dates (YYYY-MM-DD, both included). */
  dailyUsage(device: DeviceRef, start: string, end: string): Promise<WanDailyUsage[]>;
}

/** The credentials of one controller server row. */
export interface ControllerServer {
  id: number;
  name: string;
  api_base_url: string | null;
  base_url: string | null;
  api_key: string | null;
  api_secret: string | null;
}

export interface ControllerFactory {
  forServer(server: ControllerServer): ControllerApi;
}
