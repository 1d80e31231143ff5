// The InControl2 calls that no public client or documentation mirror shows (decision 0073): the
// console needs them (Restart modem, Speed test, Flash configuration, Move to group, Tags), so they are
// kept, but every path, body and answer field below is our assumption. They live here, apart from the
// calls client.ts follows from public clients, so that the day Peplink's reference is at hand this is
// the one file to correct, and so that nobody mistakes them for verified calls.
//   POST .../d/{device}/wan/{wan}/cellular_reset
//   POST .../d/{device}/speedtest -> {id} ; GET .../d/{device}/speedtest/{id} -> {status, bandwidth, ...}
//   POST .../d/{device}/flash_config -> {ticket_id}
//   PUT  .../d/{device}/move {group_id}      (public clients only show POST /rest/o/{org}/g/{group}/add_devices, body unknown)
//   PUT  .../d/{device}/tags {tags}          (public clients only show /rest/o/{org}/device_tags, body unknown)
// Each answers inside the usual envelope {resp_code: "SUCCESS", data}.
import { IntegrationError } from '../http.ts';
import type { DeviceRef, SpeedTestResult } from './api.ts';

type Any = Record<string, any>;

/** What these calls need from the client: its authenticated, enveloped call and its device address. */
export interface ControllerCaller {
  call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, query?: Record<string, string>): Promise<T>;
  devicePath(d: DeviceRef, tail?: string): string;
}

const SYSTEM = 'controller';
const str = (v: unknown): string | undefined => (v == null || v === '' ? undefined : String(v));
const num = (v: unknown): number | undefined => (v == null || v === '' || !Number.isFinite(Number(v)) ? undefined : Number(v));

export const UNVERIFIED_PATHS = {
  cellularReset: (wanId: number) => `/wan/${wanId}/cellular_reset`,
  speedTest: '/speedtest',
  speedTestResult: (id: string) => `/speedtest/${encodeURIComponent(id)}`,
  flashConfig: '/flash_config',
  move: '/move',
  tags: '/tags',
} as const;

export async function restartCellularModem(c: ControllerCaller, ref: DeviceRef, wanId: number): Promise<void> {
  await c.call('POST', c.devicePath(ref, UNVERIFIED_PATHS.cellularReset(wanId)));
}

export async function runSpeedTest(c: ControllerCaller, ref: DeviceRef): Promise<string> {
  const data = await c.call<Any>('POST', c.devicePath(ref, UNVERIFIED_PATHS.speedTest));
  if (data?.id == null) throw new IntegrationError(SYSTEM, 'the speed test answer carries no id');
  return String(data.id);
}

export async function getSpeedTestResult(c: ControllerCaller, ref: DeviceRef, testId: string): Promise<SpeedTestResult> {
  const d = await c.call<Any>('GET', c.devicePath(ref, UNVERIFIED_PATHS.speedTestResult(testId)));
  const status = d?.status === 'done' || d?.status === 'failed' ? d.status : 'running';
  if (status !== 'done') return { status };
  return {
    status,
    dir: str(d.dir),
    bandwidth: num(d.bandwidth),
    bandwidth_unit: str(d.bandwidth_unit),
    retransmissions: num(d.retransmissions),
    cwnd: num(d.cwnd),
    cwnd_unit: str(d.cwnd_unit),
    remote_serial: str(d.remote_serial) ?? null,
    remote_name: str(d.remote_name) ?? null,
    wan_quality: Array.isArray(d.wan_quality)
      ? d.wan_quality.map((q: Any) => ({ ts: String(q.ts), band: str(q.band), sinr: num(q.sinr), rsrq: num(q.rsrq), rsrp: num(q.rsrp) }))
      : [],
  };
}

export async function flashConfig(c: ControllerCaller, ref: DeviceRef): Promise<string> {
  const data = await c.call<Any>('POST', c.devicePath(ref, UNVERIFIED_PATHS.flashConfig));
  if (data?.ticket_id == null) throw new IntegrationError(SYSTEM, 'the flash answer carries no ticket_id');
  return String(data.ticket_id);
}

export async function moveDevice(c: ControllerCaller, ref: DeviceRef, groupId: number): Promise<void> {
  await c.call('PUT', c.devicePath(ref, UNVERIFIED_PATHS.move), { group_id: groupId });
}

export async function setTags(c: ControllerCaller, ref: DeviceRef, tags: string[]): Promise<void> {
  await c.call('PUT', c.devicePath(ref, UNVERIFIED_PATHS.tags), { tags });
}
