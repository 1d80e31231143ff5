// Peplink InControl2 REST client, written against the public clients of the InControl2 API
// (decision 0073 names them and lists, call by call, what they show and what they do not):
//   POST {base}/api/oauth2/token, form body client_id, client_secret, grant_type=client_credentials
//        -> {access_token, token_type: "Bearer", expires_in, refresh_token}
//   every /rest call carries "Authorization: Bearer <token>" and answers the envelope
//   {resp_code: "SUCCESS", caller_ref, server_ref, data}; any other resp_code carries a message and is a
//   failure; 401 means the token expired (renewed once); 429 is InControl2's rate limit (about 20
//   requests a second per organization), waited out within a bound, like 5xx on reads (retrying.ts).
//   Lists come whole in `data` (no public client pages them).
//   GET  /rest/o                                   organizations [{id, name}]
//   GET  /rest/o/{org}/g                           groups [{id, name}]
//   GET  /rest/o/{org}/d?has_status=true           devices of the organization (/g/{group}/d for one group)
//   GET  /rest/o/{org}/g/{group}/d/{device}        one device (/rest/o/{org}/d/{device} without a group):
//        {id, sn, name, group_id, group_name, status, last_online, fw_ver, product_name, tags, note,
//        latitude, longitude, interfaces: [{id, name, type, virtualType, status, status_led, ip,
//        gobi_data_tech, sims: [{id, iccid, imsi}]}]}; a cellular WAN is type "gobi" (virtualType "cellular")
//   POST .../d/{device}/tools/reboot
//   GET  .../d/{device}/config_backup              the device's configuration backups
//   GET  /rest/o/{org}/bandwidth_per_device?type=daily&report_date=YYYY-MM-DD&wan_id=&device_ids=&include_details=true
//        -> [{device_id, usages: [{up, down}]}] in MB, one day and one WAN per call
// The calls no public client shows (Restart modem, speed tests, Flash configuration, Move, Tags) are
// in unverified.ts, kept apart so that they are never taken for checked ones.
// A failure status is answered as its status line only (decision 0068): the URL is staff-entered, and
// whatever page the host answers (an internal one, if the URL points inside) must not reach the
// console. The body stays on the error (`answer.body`) for the server's log.
import { STATUS_CODES } from 'node:http';
import { endpoint, IntegrationError, type JsonRequest, requestJson } from '../http.ts';
import { assertOutboundHost, guardedDispatcher, type Lookup } from '../outbound-guard.ts';
import { CREATE, IDEMPOTENT, type RetryPolicy, withRetries } from '../retrying.ts';
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
import * as unverified from './unverified.ts';

const SYSTEM = 'controller';
const LEDS: StatusLed[] = ['green', 'yellow', 'red', 'gray'];
/**
 * InControl2's interface types onto the console's WAN types. A cellular modem is "gobi" (the name of its
 * modem family) with virtualType "cellular"; "modem" is a USB modem; "wireless" is WiFi as WAN.
 */
const WAN_TYPES: Record<string, ControllerWan['type']> = {
  gobi: 'cellular',
  cellular: 'cellular',
  lte: 'cellular',
  '5g': 'cellular',
  wireless: 'wifi',
  wifi: 'wifi',
  modem: 'usb',
  usb: 'usb',
  ethernet: 'ethernet',
};
/** Access tokens of InControl2 live 48 hours when the answer does not say. */
const DEFAULT_TOKEN_TTL_S = 172_799;
/** The most days one daily-usage request covers: one call per day and cellular WAN. */
const MAX_USAGE_DAYS = 93;
/** Daily-usage requests in flight at once for one device. */
const USAGE_CONCURRENCY = 5;

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

export interface ControllerClientOptions {
  /** Retries of reads (429 and 5xx) and of writes (429 only); tests shorten them. */
  retry?: { read: RetryPolicy; write: RetryPolicy };
  /** How the host is resolved before each call (decision 0080); tests give a fake. */
  lookup?: Lookup;
}

/**
 * requestJson, with a failure's body kept for the log but left out of the reason staff read. The host
 * is resolved first: a name that points at a link-local or metadata address is never called (0080).
 */
/** Connections to controllers re-check the address they connect to (a DNS answer changed since the check). */
const GUARDED = guardedDispatcher();

async function ask<T>(url: URL, req: JsonRequest, lookup?: Lookup): Promise<T> {
  await assertOutboundHost(SYSTEM, url, lookup);
  try {
    return (await requestJson<T>(SYSTEM, url, { dispatcher: GUARDED, ...req })).data;
  } catch (err) {
    if (!(err instanceof IntegrationError) || !err.answer || err.status === undefined) throw err;
    const retry = err.status === 429 && err.answer.retryAfterS !== undefined ? `, retry after ${err.answer.retryAfterS} s` : '';
    throw new IntegrationError(SYSTEM, `HTTP ${err.status} ${STATUS_CODES[err.status] ?? ''}`.trim() + retry, err.status, err.answer);
  }
}

export class ControllerClient implements ControllerApi, unverified.ControllerCaller {
  private token: { value: string; until: number } | null = null;
  private readonly retry: { read: RetryPolicy; write: RetryPolicy };
  private readonly lookup?: Lookup;

  constructor(
    readonly baseUrl: string,
    private readonly clientId: string,
    private readonly clientSecret: string,
    readonly timeoutMs = 15_000,
    opts: ControllerClientOptions = {},
  ) {
    this.retry = opts.retry ?? { read: IDEMPOTENT, write: CREATE };
    this.lookup = opts.lookup;
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.until > Date.now()) return this.token.value;
    // A form body, as every public InControl2 client sends it (a JSON body is not what the token endpoint reads).
    const data = await withRetries(
      () =>
        ask<Any>(
          endpoint(this.baseUrl, 'api/oauth2/token'),
          {
            method: 'POST',
            form: { client_id: this.clientId, client_secret: this.clientSecret, grant_type: 'client_credentials' },
            timeoutMs: this.timeoutMs,
          },
          this.lookup,
        ),
      this.retry.write,
    );
    if (!data || typeof data.access_token !== 'string') throw new IntegrationError(SYSTEM, 'the token answer carries no access_token');
    // Renewed a minute early so a token never expires between our check and the controller's.
    const ttl = Math.max(60, num(data.expires_in) ?? DEFAULT_TOKEN_TTL_S);
    this.token = { value: data.access_token, until: Date.now() + (ttl - 60) * 1000 };
    return this.token.value;
  }

  /** One enveloped call: a bearer token (renewed once on 401), retried within the method's policy. */
  async call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, query?: Record<string, string>): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      const token = await this.accessToken();
      try {
        const data = await withRetries(
          () =>
            ask<Envelope<T>>(
              endpoint(this.baseUrl, path, query),
              {
                method,
                body: body ?? (method === 'GET' ? undefined : {}),
                headers: { authorization: `Bearer ${token}` },
                timeoutMs: this.timeoutMs,
              },
              this.lookup,
            ),
          method === 'GET' ? this.retry.read : this.retry.write,
        );
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

  devicePath(d: DeviceRef, tail = ''): string {
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
    return this.list<Any>(await this.call('GET', path, undefined, { has_status: 'true' }), 'devices').map((d) => toDevice(d, orgId, groupId));
  }

  async getDevice(ref: DeviceRef): Promise<ControllerDevice> {
    const data = await this.call<Any>('GET', this.devicePath(ref));
    if (!data || typeof data !== 'object') throw new IntegrationError(SYSTEM, 'answered no device');
    return toDevice(data, ref.organization_id, ref.group_id ?? undefined);
  }

  async reboot(ref: DeviceRef): Promise<void> {
    await this.call('POST', this.devicePath(ref, '/tools/reboot'));
  }

  async listConfigBackups(ref: DeviceRef): Promise<ConfigBackup[]> {
    return this.list<Any>(await this.call('GET', this.devicePath(ref, '/config_backup')), 'backups').map(toBackup);
  }

  /**
   * InControl2 reports usage per organization, day and WAN (bandwidth_per_device); the device's cellular
   * WANs come from the device itself, one call per day and WAN, so the SIM on each WAN gets its own figure.
   */
  async dailyUsage(ref: DeviceRef, start: string, end: string): Promise<WanDailyUsage[]> {
    const days = daysBetween(start, end);
    const wans = (await this.getDevice(ref)).wans.filter((w) => w.type === 'cellular');
    const asks = days.flatMap((date) => wans.map((wan) => ({ date, wan })));
    const answers: (WanDailyUsage | null)[] = new Array(asks.length).fill(null);
    // A few at a time: a month of two modems is 60 requests, far below InControl2's rate, but not in a row.
    let next = 0;
    const lane = async () => {
      for (let i = next++; i < asks.length; i = next++) {
        const { date, wan } = asks[i];
        const query = { type: 'daily', report_date: date, wan_id: String(wan.id), device_ids: ref.id, include_details: 'true' };
        const rows = this.list<Any>(await this.call('GET', `rest/o/${enc(ref.organization_id)}/bandwidth_per_device`, undefined, query), 'usage rows');
        const mine = rows.filter((r) => String(r?.device_id) === ref.id);
        if (mine.length === 0) continue;
        let mb = 0;
        for (const r of mine) for (const u of Array.isArray(r.usages) ? r.usages : []) mb += (num(u?.up) ?? 0) + (num(u?.down) ?? 0);
        answers[i] = { date, wan_id: wan.id, wan_name: wan.name, mb: Math.round(mb * 1000) / 1000 };
      }
    };
    await Promise.all(Array.from({ length: Math.min(USAGE_CONCURRENCY, asks.length) }, lane));
    return answers.filter((a): a is WanDailyUsage => a !== null);
  }

  // The calls no public client shows (unverified.ts).
  restartCellularModem(ref: DeviceRef, wanId: number): Promise<void> {
    return unverified.restartCellularModem(this, ref, wanId);
  }

  runSpeedTest(ref: DeviceRef): Promise<string> {
    return unverified.runSpeedTest(this, ref);
  }

  getSpeedTestResult(ref: DeviceRef, testId: string): Promise<SpeedTestResult> {
    return unverified.getSpeedTestResult(this, ref, testId);
  }

  flashConfig(ref: DeviceRef): Promise<string> {
    return unverified.flashConfig(this, ref);
  }

  moveDevice(ref: DeviceRef, groupId: number): Promise<void> {
    return unverified.moveDevice(this, ref, groupId);
  }

  setTags(ref: DeviceRef, tags: string[]): Promise<void> {
    return unverified.setTags(this, ref, tags);
  }
}

/** The days from start to end (YYYY-MM-DD, both included), at most MAX_USAGE_DAYS of them. */
function daysBetween(start: string, end: string): string[] {
  const from = Date.parse(`${start}T00:00:00Z`);
  const to = Date.parse(`${end}T00:00:00Z`);
  if (Number.isNaN(from) || Number.isNaN(to) || to < from) throw new IntegrationError(SYSTEM, `no usage period from ${start} to ${end}`);
  if ((to - from) / 86_400_000 >= MAX_USAGE_DAYS) throw new IntegrationError(SYSTEM, `usage is read ${MAX_USAGE_DAYS} days at a time at most`);
  const days: string[] = [];
  for (let t = from; t <= to; t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** The console's WAN type of an interface: its virtualType when it names one, else its type. */
export function wanTypeOf(w: Any): ControllerWan['type'] {
  const virtual = typeof w.virtualType === 'string' ? WAN_TYPES[w.virtualType.toLowerCase()] : undefined;
  return virtual ?? (typeof w.type === 'string' ? WAN_TYPES[w.type.toLowerCase()] : undefined) ?? 'other';
}

function toWan(w: Any): ControllerWan {
  const led = LEDS.includes(w.status_led) ? (w.status_led as StatusLed) : 'gray';
  // A cellular interface lists its SIM slots: [{id: 1, iccid, imsi}, {id: 2, ...}].
  const sims = Array.isArray(w.sims) ? w.sims.filter((s: unknown) => s && typeof s === 'object') : null;
  const slot = (n: number) => {
    const s = sims?.find((x: Any) => Number(x.id) === n) ?? sims?.[n - 1];
    return s ? { iccid: str(s.iccid) ?? undefined, imsi: str(s.imsi) ?? undefined } : null;
  };
  return {
    id: Number(w.id),
    name: String(w.name ?? `WAN ${w.id}`),
    type: wanTypeOf(w),
    status: String(w.status ?? ''),
    status_led: led,
    ip: str(w.ip),
    cellular_network_type: str(w.gobi_data_tech ?? w.data_technology ?? w.s2g3glte),
    sims: sims ? { a: slot(1), b: slot(2) } : undefined,
  };
}

function toDevice(d: Any, orgId: string, groupId?: number): ControllerDevice {
  if (d?.id == null || !d.sn) throw new IntegrationError(SYSTEM, 'answered a device without id or serial');
  const status = String(d.status ?? 'unknown');
  return {
    id: String(d.id),
    serial: String(d.sn),
    name: String(d.name ?? d.sn),
    organization_id: orgId,
    group_id: num(d.group_id) ?? groupId ?? 0,
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

/**
 * A configuration backup. The path is a public client's; the fields of its answer are not shown by any
 * (decision 0073): an id, the time it was taken (created_at, or date and time), its size and a link.
 */
function toBackup(b: Any): ConfigBackup {
  const at = typeof b.created_at === 'string' && !Number.isNaN(Date.parse(b.created_at)) ? new Date(b.created_at).toISOString() : null;
  return {
    id: String(b.id),
    date: at ? at.slice(0, 10) : String(b.date ?? ''),
    time: at ? at.slice(11, 19) : String(b.time ?? ''),
    size: num(b.size) ?? 0,
    url: String(b.url ?? b.download_url ?? ''),
  };
}
