// InControl2-style REST client. The shape it speaks (kept the same in the contract tests):
//   POST {base}/api/oauth2/token {grant_type: client_credentials, client_id: api_key, client_secret: api_secret}
//        -> {access_token, token_type: "Bearer", expires_in}
//   every /rest call carries "Authorization: Bearer <token>" and answers {resp_code: "SUCCESS", data}
//   (any other resp_code carries a message and is a failure):
//   GET  /rest/o                                   organizations [{id, name}]
//   GET  /rest/o/{org}/g                           groups [{id, name}]
//   GET  /rest/o/{org}/d?has_status=true           devices of the organization (/g/{group}/d for one group)
//   GET  /rest/o/{org}/g/{group}/d/{device}        one device: {id, sn, name, group_id, group_name, status,
//        last_online, fw_ver, product_name, tags, note, latitude, longitude, interfaces: [{id, name, type,
//        status, status_led, ip, cellular: {network_type}, sims: {a: {iccid, imsi}, b}}]}
//   POST .../d/{device}/reboot ; POST .../d/{device}/wan/{wan}/cellular_reset
//   POST .../d/{device}/speedtest -> {id} ; GET .../d/{device}/speedtest/{id} -> {status, bandwidth, ...}
//   POST .../d/{device}/flash_config -> {ticket_id} ; PUT .../d/{device}/move {group_id} ; PUT .../d/{device}/tags {tags}
//   GET  .../d/{device}/config_backups -> [{id, date, time, size, url}]
//   GET  .../d/{device}/bandwidth_per_day?start=YYYY-MM-DD&end=YYYY-MM-DD -> [{date, wan_id, wan_name, usage_mb}]
// A device without a group is addressed as /rest/o/{org}/d/{device}. A 401 on a call renews the token once.
// A failure status is answered as its status line only (decision 0068): the URL is staff-entered, and
// whatever page the host answers (an internal one, if the URL points inside) must not reach the
// console. The body stays on the error (`answer.body`) for the server's log.
import { STATUS_CODES } from 'node:http';
import { endpoint, IntegrationError, type JsonRequest, requestJson } from '../http.ts';
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

const SYSTEM = 'controller';
const LEDS: StatusLed[] = ['green', 'yellow', 'red', 'gray'];
const WAN_TYPES = ['cellular', 'wifi', 'usb', 'ethernet'] as const;

interface Envelope<T> {
  resp_code?: string;
  message?: string;
  data?: T;
}

type Any = Record<string, any>;

const str = (v: unknown): string | null => (v == null || v === '' ? null : String(v));
const num = (v: unknown): number | undefined => (v == null || v === '' || !Number.isFinite(Number(v)) ? undefined : Number(v));
const enc = encodeURIComponent;
/** The longest controller message (resp_code other than SUCCESS) passed on, on one line. */
const MESSAGE_MAX = 200;

/** requestJson, with a failure's body kept for the log but left out of the reason staff read. */
async function ask<T>(url: URL, req: JsonRequest): Promise<T> {
  try {
    return (await requestJson<T>(SYSTEM, url, req)).data;
  } catch (err) {
    if (!(err instanceof IntegrationError) || !err.answer || err.status === undefined) throw err;
    const retry = err.status === 429 && err.answer.retryAfterS !== undefined ? `, retry after ${err.answer.retryAfterS} s` : '';
    throw new IntegrationError(SYSTEM, `HTTP ${err.status} ${STATUS_CODES[err.status] ?? ''}`.trim() + retry, err.status, err.answer);
  }
}

export class ControllerClient implements ControllerApi {
  private token: { value: string; until: number } | null = null;

  constructor(
    readonly baseUrl: string,
    private readonly clientId: string,
    private readonly clientSecret: string,
    readonly timeoutMs = 15_000,
  ) {}

  private async accessToken(): Promise<string> {
    if (this.token && this.token.until > Date.now()) return this.token.value;
    const data = await ask<Any>(endpoint(this.baseUrl, 'api/oauth2/token'), {
      method: 'POST',
      body: { grant_type: 'client_credentials', client_id: this.clientId, client_secret: this.clientSecret },
      timeoutMs: this.timeoutMs,
    });
    if (!data || typeof data.access_token !== 'string') throw new IntegrationError(SYSTEM, 'the token answer carries no access_token');
    // Renewed a minute early so a token never expires between our check and the controller's.
    const ttl = Math.max(60, num(data.expires_in) ?? 3600);
    this.token = { value: data.access_token, until: Date.now() + (ttl - 60) * 1000 };
    return this.token.value;
  }

  private async call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, query?: Record<string, string>): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      const token = await this.accessToken();
      try {
        const data = await ask<Envelope<T>>(endpoint(this.baseUrl, path, query), {
          method,
          body: body ?? (method === 'GET' ? undefined : {}),
          headers: { authorization: `Bearer ${token}` },
          timeoutMs: this.timeoutMs,
        });
        if (data?.resp_code !== 'SUCCESS') {
          // Only a controller's own refusal (an envelope with a resp_code) is passed on, shortened.
          if (typeof data?.resp_code !== 'string') throw new IntegrationError(SYSTEM, 'answered something other than a controller answer');
          const message = typeof data.message === 'string' ? data.message.replace(/\s+/g, ' ').trim().slice(0, MESSAGE_MAX) : '';
          throw new IntegrationError(SYSTEM, message || `answered ${data.resp_code.slice(0, 50)}`);
        }
        return data.data as T;
      } catch (err) {
        if (err instanceof IntegrationError && err.status === 401 && attempt === 0) {
          this.token = null;
          continue;
        }
        throw err;
      }
    }
  }

  private devicePath(d: DeviceRef, tail = ''): string {
    const group = d.group_id != null ? `/g/${d.group_id}` : '';
    return `rest/o/${enc(d.organization_id)}${group}/d/${enc(d.id)}${tail}`;
  }

  private list<T>(data: unknown, what: string): T[] {
    if (!Array.isArray(data)) throw new IntegrationError(SYSTEM, `answered something other than a list of ${what}`);
    return data as T[];
  }

  async listOrganizations(): Promise<ControllerOrganization[]> {
    return this.list<Any>(await this.call('GET', 'rest/o'), 'organizations').map((o) => ({ id: String(o.id), name: String(o.name ?? o.id) }));
  }

  async listGroups(orgId: string): Promise<ControllerGroup[]> {
    return this.list<Any>(await this.call('GET', `rest/o/${enc(orgId)}/g`), 'groups')
      .filter((g) => num(g.id) !== undefined)
      .map((g) => ({ id: Number(g.id), name: String(g.name ?? g.id) }));
  }

  async listDevices(orgId: string, groupId?: number): Promise<ControllerDevice[]> {
    const path = groupId === undefined ? `rest/o/${enc(orgId)}/d` : `rest/o/${enc(orgId)}/g/${groupId}/d`;
    return this.list<Any>(await this.call('GET', path, undefined, { has_status: 'true' }), 'devices').map((d) => toDevice(d, orgId));
  }

  async getDevice(ref: DeviceRef): Promise<ControllerDevice> {
    const data = await this.call<Any>('GET', this.devicePath(ref));
    if (!data || typeof data !== 'object') throw new IntegrationError(SYSTEM, 'answered no device');
    return toDevice(data, ref.organization_id);
  }

  async reboot(ref: DeviceRef): Promise<void> {
    await this.call('POST', this.devicePath(ref, '/reboot'));
  }

  async restartCellularModem(ref: DeviceRef, wanId: number): Promise<void> {
    await this.call('POST', this.devicePath(ref, `/wan/${wanId}/cellular_reset`));
  }

  async runSpeedTest(ref: DeviceRef): Promise<string> {
    const data = await this.call<Any>('POST', this.devicePath(ref, '/speedtest'));
    if (data?.id == null) throw new IntegrationError(SYSTEM, 'the speed test answer carries no id');
    return String(data.id);
  }

  async getSpeedTestResult(ref: DeviceRef, testId: string): Promise<SpeedTestResult> {
    const d = await this.call<Any>('GET', this.devicePath(ref, `/speedtest/${enc(testId)}`));
    const status = d?.status === 'done' || d?.status === 'failed' ? d.status : 'running';
    if (status !== 'done') return { status };
    return {
      status,
      dir: str(d.dir) ?? undefined,
      bandwidth: num(d.bandwidth),
      bandwidth_unit: str(d.bandwidth_unit) ?? undefined,
      retransmissions: num(d.retransmissions),
      cwnd: num(d.cwnd),
      cwnd_unit: str(d.cwnd_unit) ?? undefined,
      remote_serial: str(d.remote_serial),
      remote_name: str(d.remote_name),
      wan_quality: Array.isArray(d.wan_quality)
        ? d.wan_quality.map((q: Any) => ({ ts: String(q.ts), band: str(q.band) ?? undefined, sinr: num(q.sinr), rsrq: num(q.rsrq), rsrp: num(q.rsrp) }))
        : [],
    };
  }

  async flashConfig(ref: DeviceRef): Promise<string> {
    const data = await this.call<Any>('POST', this.devicePath(ref, '/flash_config'));
    if (data?.ticket_id == null) throw new IntegrationError(SYSTEM, 'the flash answer carries no ticket_id');
    return String(data.ticket_id);
  }

  async moveDevice(ref: DeviceRef, groupId: number): Promise<void> {
    await this.call('PUT', this.devicePath(ref, '/move'), { group_id: groupId });
  }

  async setTags(ref: DeviceRef, tags: string[]): Promise<void> {
    await this.call('PUT', this.devicePath(ref, '/tags'), { tags });
  }

  async listConfigBackups(ref: DeviceRef): Promise<ConfigBackup[]> {
    return this.list<Any>(await this.call('GET', this.devicePath(ref, '/config_backups')), 'backups').map((b) => ({
      id: String(b.id),
      date: String(b.date ?? ''),
      time: String(b.time ?? ''),
      size: num(b.size) ?? 0,
      url: String(b.url ?? ''),
    }));
  }

  async dailyUsage(ref: DeviceRef, start: string, end: string): Promise<WanDailyUsage[]> {
    const rows = this.list<Any>(await this.call('GET', this.devicePath(ref, '/bandwidth_per_day'), undefined, { start, end }), 'usage rows');
    return rows
      .filter((r) => /^\d{4}-\d{2}-\d{2}$/.test(String(r.date)) && num(r.wan_id) !== undefined)
      .map((r) => ({ date: String(r.date), wan_id: Number(r.wan_id), wan_name: String(r.wan_name ?? `WAN ${r.wan_id}`), mb: num(r.usage_mb) ?? 0 }));
  }
}

function toWan(w: Any): ControllerWan {
  const led = LEDS.includes(w.status_led) ? (w.status_led as StatusLed) : 'gray';
  const type = (WAN_TYPES as readonly string[]).includes(w.type) ? w.type : 'other';
  const sim = (s: Any | null | undefined) => (s && typeof s === 'object' ? { iccid: str(s.iccid) ?? undefined, imsi: str(s.imsi) ?? undefined } : null);
  return {
    id: Number(w.id),
    name: String(w.name ?? `WAN ${w.id}`),
    type,
    status: String(w.status ?? ''),
    status_led: led,
    ip: str(w.ip),
    cellular_network_type: str(w.cellular?.network_type),
    sims: w.sims ? { a: sim(w.sims.a), b: sim(w.sims.b) } : undefined,
  };
}

function toDevice(d: Any, orgId: string): ControllerDevice {
  if (d?.id == null || !d.sn) throw new IntegrationError(SYSTEM, 'answered a device without id or serial');
  const status = String(d.status ?? 'unknown');
  return {
    id: String(d.id),
    serial: String(d.sn),
    name: String(d.name ?? d.sn),
    organization_id: orgId,
    group_id: Number(d.group_id),
    group_name: String(d.group_name ?? ''),
    online: status === 'online',
    status,
    last_online: str(d.last_online),
    fw_ver: String(d.fw_ver ?? ''),
    product_name: String(d.product_name ?? ''),
    tags: Array.isArray(d.tags) ? d.tags.map(String) : [],
    notes: str(d.note),
    lat: num(d.latitude) ?? null,
    lng: num(d.longitude) ?? null,
    wans: Array.isArray(d.interfaces) ? d.interfaces.filter((w: Any) => num(w?.id) !== undefined).map(toWan) : [],
  };
}
