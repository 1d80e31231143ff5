// An in-process controller with believable state per server: organizations and groups from world.ts,
// a few devices per group plus any device the console links to it, online status that drifts over
// time, WAN LEDs, firmware versions, reboots that take the device offline for a minute, speed tests
// whose result is ready a configurable delay after they start, config backups and daily usage.
import { IntegrationError } from '../http.ts';
import { networkTurn, pacer } from '../simulated-network.ts';
import type {
  ConfigBackup,
  ControllerApi,
  ControllerDevice,
  ControllerGroup,
  ControllerOrganization,
  ControllerWan,
  DeviceRef,
  SpeedTestResult,
  StatusLed,
  WanDailyUsage,
} from './api.ts';
import { stableHash, worldOf, type WorldOrganization } from './world.ts';

const SYSTEM = 'controller';
const FIRMWARES = ['8.3.0 build 5209', '8.4.1 build 5440', '8.5.0 build 5612', '8.5.2 build 5690'];
const PRODUCTS = ['MAX BR1 Pro 5G', 'MAX Transit Duo', 'Balance 20X', 'MAX BR1 Mini'];
/** Online status is re-drawn per device every 10 minutes; about 85% of draws are online. */
const STATUS_PERIOD_MS = 10 * 60_000;
const REBOOT_MS = 60_000;

interface SimDevice {
  id: string;
  serial: string;
  name: string;
  organization_id: string;
  group_id: number;
  tags: string[];
  notes: string | null;
  product: string;
  fw: string;
  /** Devices that never came online stay so until something is done to them. */
  neverOnline: boolean;
  rebootedUntil: number;
  modemRestartedUntil: Map<number, number>;
}

interface SimSpeedTest {
  deviceId: string;
  startedAt: number;
}

export interface SimulatorOptions {
  speedTestDelayS: number;
  now?: () => number;
}

export class ControllerSimulator implements ControllerApi {
  private readonly orgs: WorldOrganization[];
  private readonly devices = new Map<string, SimDevice>();
  private readonly tests = new Map<string, SimSpeedTest>();
  private seq = 0;
  private readonly now: () => number;

  constructor(
    readonly serverName: string,
    private readonly opts: SimulatorOptions,
  ) {
    this.now = opts.now ?? Date.now;
    this.orgs = worldOf(serverName).map((o) => ({ ...o, groups: o.groups.map((g) => ({ ...g })) }));
    // Three devices in every customer group (not the to-deploy and returned ones).
    for (const org of this.orgs) {
      for (const group of org.groups.slice(2)) {
        for (let i = 0; i < 3; i += 1) {
          const h = stableHash(`${serverName}/${org.id}/${group.id}/${i}`);
          const serial = `${(1900 + (h % 90)).toString()}-${hex(h >>> 8, 4)}-${hex(h * 7, 4)}`;
          this.add({ id: String(10_000 + group.id * 10 + i), serial, name: `${group.name} ${i + 1}`, organization_id: org.id, group_id: group.id });
        }
      }
    }
  }

  private add(d: { id: string; serial: string; name: string; organization_id: string; group_id: number }): SimDevice {
    const h = stableHash(d.serial);
    const device: SimDevice = {
      ...d,
      tags: [],
      notes: null,
      product: PRODUCTS[h % PRODUCTS.length],
      fw: FIRMWARES[(h >>> 3) % FIRMWARES.length],
      neverOnline: h % 23 === 0,
      rebootedUntil: 0,
      modemRestartedUntil: new Map(),
    };
    this.devices.set(device.id, device);
    return device;
  }

  private org(orgId: string): WorldOrganization {
    const org = this.orgs.find((o) => o.id === orgId);
    if (!org) throw new IntegrationError(SYSTEM, `HTTP 404: organization ${orgId} not found`, 404);
    return org;
  }

  /** A device the console links to this server is one the controller manages (it was registered there). */
  private device(ref: DeviceRef): SimDevice {
    const org = this.org(ref.organization_id);
    const found = this.devices.get(ref.id);
    if (found) {
      if (found.organization_id !== org.id) throw new IntegrationError(SYSTEM, `HTTP 404: device ${ref.id} not found in organization ${org.id}`, 404);
      return found;
    }
    const group = org.groups.find((g) => g.id === ref.group_id) ?? org.groups[0];
    return this.add({ id: ref.id, serial: ref.serial, name: ref.name || ref.serial, organization_id: org.id, group_id: group.id });
  }

  private online(d: SimDevice, at = this.now()): boolean {
    if (d.neverOnline || at < d.rebootedUntil) return false;
    return stableHash(`${d.serial}@${Math.floor(at / STATUS_PERIOD_MS)}`) % 100 < 85;
  }

  private view(d: SimDevice): ControllerDevice {
    const at = this.now();
    const online = this.online(d, at);
    const org = this.org(d.organization_id);
    const group = org.groups.find((g) => g.id === d.group_id);
    // The last time it was seen: now when online, else the start of the current offline spell.
    let lastOnline: string | null = null;
    if (!d.neverOnline) {
      let t = at;
      for (let i = 0; i < 48 && !this.online(d, t); i += 1) t -= STATUS_PERIOD_MS;
      lastOnline = new Date(online ? at : Math.floor(t / STATUS_PERIOD_MS + 1) * STATUS_PERIOD_MS).toISOString();
    }
    return {
      id: d.id,
      serial: d.serial,
      name: d.name,
      organization_id: d.organization_id,
      group_id: d.group_id,
      group_name: group?.name ?? '',
      online,
      status: online ? 'online' : d.neverOnline ? 'never_online' : 'offline',
      last_online: lastOnline,
      fw_ver: d.fw,
      product_name: d.product,
      tags: [...d.tags],
      notes: d.notes,
      wans: this.wans(d, online, at),
    };
  }

  private wans(d: SimDevice, online: boolean, at: number): ControllerWan[] {
    const h = stableHash(d.serial);
    const cellular = (id: number): ControllerWan => {
      const restarting = at < (d.modemRestartedUntil.get(id) ?? 0);
      const draw = stableHash(`${d.serial}#${id}@${Math.floor(at / STATUS_PERIOD_MS)}`) % 10;
      const led: StatusLed = !online ? 'gray' : restarting ? 'yellow' : draw < 7 ? 'green' : draw < 9 ? 'yellow' : 'red';
      const status = { green: 'Connected', yellow: restarting ? 'Connecting' : 'Connected (weak signal)', red: 'Disconnected', gray: 'Unknown' }[led];
      const iccid = `8932${String((h * id) % 1e9).padStart(9, '0')}${String(id).padStart(6, '0')}`;
      return {
        id,
        name: `Cellular ${id - 1}`,
        type: 'cellular',
        status,
        status_led: led,
        ip: led === 'green' || led === 'yellow' ? `10.${h % 250}.${id}.${(h >>> 8) % 250}` : null,
        cellular_network_type: led === 'gray' || led === 'red' ? null : (h + id) % 3 === 0 ? '5G' : 'LTE-A',
        sims: { a: { iccid, imsi: `20601${String((h * 31 + id) % 1e10).padStart(10, '0')}` }, b: null },
      };
    };
    const ethernet: ControllerWan = {
      id: 1,
      name: 'WAN',
      type: 'ethernet',
      status: online && h % 4 === 0 ? 'Connected' : 'Disconnected',
      status_led: online ? (h % 4 === 0 ? 'green' : 'red') : 'gray',
      ip: online && h % 4 === 0 ? `192.168.${h % 200}.2` : null,
    };
    return [ethernet, cellular(2), ...(h % 2 === 0 ? [cellular(3)] : [])];
  }

  async listOrganizations(): Promise<ControllerOrganization[]> {
    return this.orgs.map((o) => ({ id: o.id, name: o.name }));
  }

  async listGroups(orgId: string): Promise<ControllerGroup[]> {
    return this.org(orgId).groups.map((g) => ({ ...g }));
  }

  async listDevices(orgId: string, groupId?: number): Promise<ControllerDevice[]> {
    this.org(orgId);
    return [...this.devices.values()].filter((d) => d.organization_id === orgId && (groupId === undefined || d.group_id === groupId)).map((d) => this.view(d));
  }

  async getDevice(ref: DeviceRef): Promise<ControllerDevice> {
    return this.view(this.device(ref));
  }

  async reboot(ref: DeviceRef): Promise<void> {
    const d = this.device(ref);
    if (!this.online(d)) throw new IntegrationError(SYSTEM, 'Device is offline', 409);
    d.rebootedUntil = this.now() + REBOOT_MS;
  }

  async restartCellularModem(ref: DeviceRef, wanId: number): Promise<void> {
    const d = this.device(ref);
    const wan = this.view(d).wans.find((w) => w.id === wanId);
    if (wan?.type !== 'cellular') throw new IntegrationError(SYSTEM, `WAN ${wanId} is not a cellular WAN of this device`, 400);
    if (!this.online(d)) throw new IntegrationError(SYSTEM, 'Device is offline', 409);
    d.modemRestartedUntil.set(wanId, this.now() + REBOOT_MS);
  }

  async runSpeedTest(ref: DeviceRef): Promise<string> {
    const d = this.device(ref);
    if (!this.online(d)) throw new IntegrationError(SYSTEM, 'Device is offline', 409);
    this.seq += 1;
    const startedAt = this.now();
    // The id carries its start: the controller is one system for every server process, so a result
    // is found by the process that collects it, whichever process started the test (issue 29).
    const id = `st-${startedAt}-${this.seq}-${d.id}`;
    this.tests.set(id, { deviceId: d.id, startedAt });
    return id;
  }

  async getSpeedTestResult(ref: DeviceRef, testId: string): Promise<SpeedTestResult> {
    const d = this.device(ref);
    const carried = /^st-(\d+)-\d+-(.+)$/.exec(testId);
    const test = this.tests.get(testId) ?? (carried ? { startedAt: Number(carried[1]), deviceId: carried[2] } : undefined);
    if (!test || test.deviceId !== d.id) throw new IntegrationError(SYSTEM, `HTTP 404: speed test ${testId} not found`, 404);
    if (this.now() < test.startedAt + this.opts.speedTestDelayS * 1000) return { status: 'running' };
    const h = stableHash(testId + d.serial);
    const start = test.startedAt;
    const wan_quality = Array.from({ length: 5 }, (_, i) => {
      const q = stableHash(`${testId}/${i}`);
      return {
        ts: new Date(start + i * 4000).toISOString(),
        band: h % 2 ? 'B3' : 'n78',
        sinr: 5 + (q % 20),
        rsrq: -(6 + (q % 10)),
        rsrp: -(80 + ((q >>> 4) % 35)),
      };
    });
    return {
      status: 'done',
      dir: 'download',
      bandwidth: Math.round((15 + (h % 180) + ((h >>> 8) % 100) / 100) * 100) / 100,
      bandwidth_unit: 'Mbits/sec',
      retransmissions: (h >>> 4) % 40,
      cwnd: 200 + ((h >>> 12) % 900),
      cwnd_unit: 'KBytes',
      remote_serial: 'SPEEDTEST-FH-01',
      remote_name: 'FusionHub speed test',
      wan_quality,
    };
  }

  async flashConfig(ref: DeviceRef): Promise<string> {
    this.device(ref);
    this.seq += 1;
    return String(700_000 + this.seq);
  }

  async moveDevice(ref: DeviceRef, groupId: number): Promise<void> {
    const d = this.device(ref);
    const group = this.org(d.organization_id).groups.find((g) => g.id === groupId);
    if (!group) throw new IntegrationError(SYSTEM, `HTTP 404: group ${groupId} not found`, 404);
    d.group_id = group.id;
  }

  async setTags(ref: DeviceRef, tags: string[]): Promise<void> {
    this.device(ref).tags = [...tags];
  }

  async listConfigBackups(ref: DeviceRef): Promise<ConfigBackup[]> {
    const d = this.device(ref);
    const day = Math.floor(this.now() / 86_400_000);
    return Array.from({ length: 5 }, (_, i) => {
      const at = new Date((day - i * 7) * 86_400_000 + 3 * 3600_000 + (stableHash(d.serial) % 3600) * 1000);
      const id = `${d.id}-${day - i * 7}`;
      return {
        id,
        date: at.toISOString().slice(0, 10),
        time: at.toISOString().slice(11, 19),
        size: 40_000 + (stableHash(id) % 20_000),
        url: `/config_backups/${id}.conf`,
      };
    });
  }

  async dailyUsage(ref: DeviceRef, start: string, end: string): Promise<WanDailyUsage[]> {
    const d = this.device(ref);
    const wans = this.view(d).wans.filter((w) => w.type === 'cellular');
    const out: WanDailyUsage[] = [];
    const from = Date.parse(`${start}T00:00:00Z`);
    const to = Math.min(Date.parse(`${end}T00:00:00Z`), this.now());
    if (Number.isNaN(from) || Number.isNaN(to)) throw new IntegrationError(SYSTEM, 'HTTP 400: bad date range', 400);
    // Answered after a turn of the event loop, as over the network (simulated-network.ts).
    await networkTurn();
    const pace = pacer();
    for (let t = from; t <= to; t += 86_400_000) {
      await pace();
      const date = new Date(t).toISOString().slice(0, 10);
      for (const w of wans) {
        const h = stableHash(`${d.serial}/${w.id}/${date}`);
        // Most days a few hundred MB on the first modem, a little on the second, some idle days.
        const base = w.id === 2 ? 150 + (h % 900) : h % 120;
        out.push({ date, wan_id: w.id, wan_name: w.name, mb: h % 11 === 0 ? 0 : Math.round(base * 10) / 10 });
      }
    }
    return out;
  }
}

const hex = (n: number, len: number) => (n >>> 0).toString(16).toUpperCase().padStart(len, '0').slice(-len);
