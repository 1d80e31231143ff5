// Starlink Enterprise API over HTTP (v1 paths as the public clients use them; docs/decisions/0024).
//   token  POST {tokenUrl} form grant_type=client_credentials, client_id, client_secret -> {access_token, expires_in}
//   every answer is wrapped {content, errors: [{errorMessage}], isValid}; lists are pages
//   {pageIndex, limit, isLastPage, results, totalCount} read with ?page=N until isLastPage.
//   GET  accounts                                         -> [{accountNumber, accountName, regionCode}]
//   GET  account/{acct}/addresses ; POST account/{acct}/addresses {addressLines, locality, postalCode, regionCode, administrativeAreaCode, latitude, longitude}
//   GET  account/{acct}/service-lines ; GET .../service-lines/{sl} ; POST .../service-lines {addressReferenceId, productReferenceId}
//   PUT  .../service-lines/{sl}/nickname {nickname} ; DELETE .../service-lines/{sl} (deactivate)
//   POST | DELETE .../service-lines/{sl}/opt-in ; POST .../service-lines/{sl}/top-up-data {dataBlockType}
//   GET  account/{acct}/service-lines/available-products
//   POST accounts/{acct}/billing-cycles/query {pageIndex, pageLimit, previousBillingCycles}
//   GET  account/{acct}/user-terminals ; POST account/{acct}/user-terminals/{ut}/{sl} (attach)
//   POST account/{acct}/user-terminals/{ut}/reboot
//   POST {telemetryUrl} {accountNumber, batchSize, maxLingerMs} -> {data: {values: [[...]],
//        columnNamesByDeviceType: {u: [...]}}, metadata: {enums: {AlertsByDeviceType: {u: {n: name}}}}}
// Not offered by the provider's published API (checked against its public v2 OpenAPI document, decision
// 0024 amended): pause/resume of a service line, stow/unstow of a dish, a per-dish status and the
// obstruction map (the last three exist only on the dish's own local gRPC interface). These calls are
// refused here with that reason, without a request: a guessed path would be a 404 at best.
// The provider allows 250 requests a minute: the client spaces its calls to stay under that, and a
// 429 (or a 502/503/504, or no answer, for calls that are safe to repeat) is retried after Retry-After
// or an exponential backoff. A 401 renews the token once.
import { DEFAULT_TIMEOUT_MS, endpoint, IntegrationError, requestJson } from '../http.ts';
import type {
  SatelliteApi,
  SlAccount,
  SlAddress,
  SlBillingCycle,
  SlNewAddress,
  SlProduct,
  SlProvision,
  SlServiceLine,
  SlTelemetry,
  SlTerminal,
  TerminalState,
} from './api.ts';

const SYSTEM = 'starlink';
type Json = Record<string, any>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const str = (v: unknown): string | null => (v == null || v === '' ? null : String(v));
const num = (v: unknown): number | null => (v == null || v === '' || !Number.isFinite(Number(v)) ? null : Number(v));
const day = (v: unknown): string | null => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : null);
const enc = encodeURIComponent;
const MAX_PAGES = 500;

export interface SatelliteClientOptions {
  baseUrl: string;
  tokenUrl: string;
  telemetryUrl: string;
  clientId: string;
  clientSecret: string;
  /** Requests allowed per minute (the provider's published limit is 250). */
  ratePerMinute?: number;
  /** Attempts of one call in all (first try included). */
  attempts?: number;
  /** First backoff in ms, doubled on each retry, when the provider gives no Retry-After. */
  backoffMs?: number;
  timeoutMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** The provider's message out of its envelope, or null. */
function providerMessage(answer: unknown): string | null {
  const a = answer as Json | null;
  const first = Array.isArray(a?.errors) ? a.errors[0] : null;
  return str(first?.errorMessage ?? first?.message ?? a?.message ?? a?.error_description ?? a?.error);
}

export class SatelliteClient implements SatelliteApi {
  private token: { value: string; until: number } | null = null;
  private pendingToken: Promise<string> | null = null;
  /** Start times of the requests of the last minute (the rate window). */
  private sent: number[] = [];
  private readonly o: Required<SatelliteClientOptions>;

  constructor(opts: SatelliteClientOptions) {
    this.o = {
      ratePerMinute: 250,
      attempts: 5,
      backoffMs: 1000,
      timeoutMs: DEFAULT_TIMEOUT_MS,
      now: Date.now,
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      ...opts,
    };
  }

  /** Waits until one more request fits in the provider's per-minute limit. */
  private async slot(): Promise<void> {
    for (;;) {
      const now = this.o.now();
      this.sent = this.sent.filter((t) => t > now - 60_000);
      if (this.sent.length < this.o.ratePerMinute) {
        this.sent.push(now);
        return;
      }
      await this.o.sleep(this.sent[0] + 60_000 - now + 1);
    }
  }

  private async fetchToken(): Promise<string> {
    await this.slot();
    const { data } = await requestJson<Json>(SYSTEM, new URL(this.o.tokenUrl), {
      method: 'POST',
      form: { grant_type: 'client_credentials', client_id: this.o.clientId, client_secret: this.o.clientSecret },
      timeoutMs: this.o.timeoutMs,
    }).catch((err) => {
      throw err instanceof IntegrationError ? new IntegrationError(SYSTEM, `authentication failed (${err.reason})`, err.status) : err;
    });
    const value = str(data?.access_token);
    if (!value) throw new IntegrationError(SYSTEM, 'the token endpoint answered without an access_token');
    // Renewed a minute early so a token never expires between our check and the provider's.
    const ttl = num(data.expires_in) ?? 900;
    this.token = { value, until: this.o.now() + Math.max(ttl - 60, 1) * 1000 };
    return value;
  }

  /** One token request at a time: concurrent calls share it. */
  private bearer(): Promise<string> {
    if (this.token && this.token.until > this.o.now()) return Promise.resolve(this.token.value);
    this.pendingToken ??= this.fetchToken().finally(() => {
      this.pendingToken = null;
    });
    return this.pendingToken;
  }

  /** A call with the rate limit, retries and token renewal; answers the envelope's content. */
  private async raw(url: URL, method: Method, body?: unknown): Promise<unknown> {
    // Repeating a GET or a DELETE of the same thing is harmless; a POST is repeated only when the
    // provider said it did not take it (429).
    const safe = method === 'GET' || method === 'DELETE' || method === 'PUT';
    let renewed = false;
    for (let attempt = 1; ; attempt += 1) {
      await this.slot();
      const token = await this.bearer();
      try {
        const { data } = await requestJson<Json>(SYSTEM, url, {
          method,
          body: body ?? (method === 'POST' || method === 'PUT' ? {} : undefined),
          headers: { authorization: `Bearer ${token}` },
          timeoutMs: this.o.timeoutMs,
        });
        if (data && typeof data === 'object' && data.isValid === false) throw new IntegrationError(SYSTEM, providerMessage(data) ?? 'the request was refused');
        return data && typeof data === 'object' && 'content' in data ? data.content : data;
      } catch (err) {
        if (!(err instanceof IntegrationError) || err.system !== SYSTEM) throw err;
        if (err.status === 401 && !renewed) {
          renewed = true;
          this.token = null;
          attempt -= 1;
          continue;
        }
        const retriable = err.status === 429 || (safe && (err.status === undefined || err.status === 502 || err.status === 503 || err.status === 504));
        if (!retriable || attempt >= this.o.attempts) throw this.explained(err);
        const wait = err.answer?.retryAfterS !== undefined ? err.answer.retryAfterS * 1000 : this.o.backoffMs * 2 ** (attempt - 1);
        await this.o.sleep(Math.min(wait, 120_000));
      }
    }
  }

  /** A refusal carries the provider's own message (the console shows it to the user). */
  private explained(err: IntegrationError): IntegrationError {
    if (!err.answer?.body) return err;
    let message: string | null = null;
    try {
      message = providerMessage(JSON.parse(err.answer.body));
    } catch {
      message = null;
    }
    return message ? new IntegrationError(SYSTEM, message, err.status, err.answer) : err;
  }

  private call(method: Method, path: string, body?: unknown, query?: Record<string, string | number>): Promise<unknown> {
    return this.raw(endpoint(this.o.baseUrl, path, query), method, body);
  }

  /** Every page of a paged list. */
  private async all(path: string): Promise<Json[]> {
    const out: Json[] = [];
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const content = (await this.call('GET', path, undefined, { page })) as Json | unknown[] | null;
      if (Array.isArray(content)) return [...out, ...(content as Json[])];
      const results = Array.isArray(content?.results) ? (content.results as Json[]) : null;
      if (!results) throw new IntegrationError(SYSTEM, `answered something other than a list at ${path}`);
      out.push(...results);
      if (content!.isLastPage !== false || results.length === 0) return out;
    }
    return out;
  }

  private acct = (a: string) => `account/${enc(a)}`;
  private sl = (a: string, sl: string) => `${this.acct(a)}/service-lines/${enc(sl)}`;
  private ut = (a: string, ut: string) => `${this.acct(a)}/user-terminals/${enc(ut)}`;

  async listAccounts(): Promise<SlAccount[]> {
    return (await this.all('accounts'))
      .filter((a) => str(a.accountNumber))
      .map((a) => ({ accountNumber: String(a.accountNumber), accountName: str(a.accountName) ?? String(a.accountNumber), regionCode: str(a.regionCode) }));
  }

  async listAddresses(accountNumber: string): Promise<SlAddress[]> {
    return (await this.all(`${this.acct(accountNumber)}/addresses`)).filter((a) => str(a.addressReferenceId)).map((a) => toAddress(a, accountNumber));
  }

  async createAddress(input: SlNewAddress): Promise<SlAddress> {
    const { accountNumber, ...body } = input;
    const content = (await this.call('POST', `${this.acct(accountNumber)}/addresses`, body)) as Json;
    if (!str(content?.addressReferenceId)) throw new IntegrationError(SYSTEM, 'the new address has no addressReferenceId');
    return toAddress(content, accountNumber);
  }

  async listServiceLines(accountNumber: string): Promise<SlServiceLine[]> {
    return (await this.all(`${this.acct(accountNumber)}/service-lines`)).filter((s) => str(s.serviceLineNumber)).map((s) => toServiceLine(s, accountNumber));
  }

  async getServiceLine(accountNumber: string, serviceLineNumber: string): Promise<SlServiceLine> {
    const content = (await this.call('GET', this.sl(accountNumber, serviceLineNumber))) as Json;
    if (!str(content?.serviceLineNumber)) throw new IntegrationError(SYSTEM, 'answered no service line');
    return toServiceLine(content, accountNumber);
  }

  async createServiceLine(input: SlProvision): Promise<SlServiceLine> {
    const content = (await this.call('POST', `${this.acct(input.accountNumber)}/service-lines`, {
      addressReferenceId: input.addressReferenceId,
      productReferenceId: input.productReferenceId,
    })) as Json;
    const number = str(content?.serviceLineNumber);
    if (!number) throw new IntegrationError(SYSTEM, 'the new service line has no serviceLineNumber');
    await this.call('PUT', `${this.sl(input.accountNumber, number)}/nickname`, { nickname: input.nickname });
    return { ...toServiceLine(content, input.accountNumber), nickname: input.nickname };
  }

  async listTerminals(accountNumber: string): Promise<SlTerminal[]> {
    return (await this.all(`${this.acct(accountNumber)}/user-terminals`))
      .filter((t) => str(t.userTerminalId))
      .map((t) => ({
        userTerminalId: String(t.userTerminalId),
        kitSerialNumber: str(t.kitSerialNumber),
        dishSerialNumber: str(t.dishSerialNumber),
        accountNumber,
        serviceLineNumber: str(t.serviceLineNumber),
        active: t.active !== false,
      }));
  }

  async attachTerminal(accountNumber: string, userTerminalId: string, serviceLineNumber: string): Promise<void> {
    await this.call('POST', `${this.ut(accountNumber, userTerminalId)}/${enc(serviceLineNumber)}`);
  }

  async listProducts(accountNumber: string): Promise<SlProduct[]> {
    const content = await this.call('GET', `${this.acct(accountNumber)}/service-lines/available-products`);
    const list = Array.isArray(content) ? content : Array.isArray((content as Json)?.results) ? (content as Json).results : null;
    if (!list) throw new IntegrationError(SYSTEM, 'answered something other than a list of products');
    return (list as Json[])
      .filter((p) => str(p.productReferenceId))
      .map((p) => ({
        productReferenceId: String(p.productReferenceId),
        name: str(p.name) ?? String(p.productReferenceId),
        price: num(p.price),
        isoCurrencyCode: str(p.isoCurrencyCode),
        maxNumberOfUserTerminals: num(p.maxNumberOfUserTerminals),
      }));
  }

  async billingCycles(accountNumber: string, previousCycles: number): Promise<SlBillingCycle[]> {
    const out: SlBillingCycle[] = [];
    for (let pageIndex = 0; pageIndex < MAX_PAGES; pageIndex += 1) {
      const content = (await this.call('POST', `accounts/${enc(accountNumber)}/billing-cycles/query`, { pageIndex, pageLimit: 50, previousBillingCycles: previousCycles })) as Json;
      const results = Array.isArray(content?.results) ? (content.results as Json[]) : null;
      if (!results) throw new IntegrationError(SYSTEM, 'answered something other than a list of billing cycles');
      for (const line of results) {
        const number = str(line.serviceLineNumber);
        if (!number || !Array.isArray(line.billingCycles)) continue;
        for (const c of line.billingCycles as Json[]) {
          const start = day(c.startDate);
          const end = day(c.endDate);
          if (!start || !end) continue;
          out.push({
            serviceLineNumber: number,
            startDate: start,
            endDate: end,
            usageLimitGB: num(c.servicePlan?.usageLimitGB),
            isOptedIntoOverage: c.servicePlan?.isOptedIntoOverage === true,
            currency: str(c.servicePlan?.isoCurrencyCode ?? c.isoCurrencyCode),
            dailyDataUsage: (Array.isArray(c.dailyDataUsage) ? (c.dailyDataUsage as Json[]) : [])
              .filter((d) => day(d.date))
              .map((d) => ({
                date: day(d.date)!,
                priorityGB: num(d.priorityGB) ?? 0,
                optInPriorityGB: num(d.optInPriorityGB) ?? 0,
                standardGB: num(d.standardGB) ?? 0,
                nonBillableGB: num(d.nonBillableGB) ?? 0,
              })),
          });
        }
      }
      if (content.isLastPage !== false || results.length === 0) break;
    }
    return out;
  }

  async optIn(accountNumber: string, serviceLineNumber: string): Promise<void> {
    await this.call('POST', `${this.sl(accountNumber, serviceLineNumber)}/opt-in`);
  }

  async optOut(accountNumber: string, serviceLineNumber: string): Promise<void> {
    await this.call('DELETE', `${this.sl(accountNumber, serviceLineNumber)}/opt-in`);
  }

  async topUp(accountNumber: string, serviceLineNumber: string): Promise<void> {
    await this.call('POST', `${this.sl(accountNumber, serviceLineNumber)}/top-up-data`, { dataBlockType: 'TOP_UP' });
  }

  async pause(_accountNumber: string, _serviceLineNumber: string): Promise<void> {
    notOffered('pausing a service line');
  }

  async resume(_accountNumber: string, _serviceLineNumber: string): Promise<void> {
    notOffered('resuming a service line');
  }

  async deactivate(accountNumber: string, serviceLineNumber: string): Promise<void> {
    await this.call('DELETE', this.sl(accountNumber, serviceLineNumber));
  }

  async telemetry(accountNumber: string): Promise<SlTelemetry[]> {
    const answer = (await this.raw(new URL(this.o.telemetryUrl), 'POST', { accountNumber, batchSize: 1000, maxLingerMs: 1000 })) as Json;
    const columns: unknown = answer?.data?.columnNamesByDeviceType?.u;
    const values: unknown = answer?.data?.values;
    if (!Array.isArray(columns) || !Array.isArray(values)) throw new IntegrationError(SYSTEM, 'the telemetry answer has no user-terminal columns');
    const alertNames: Json = answer?.metadata?.enums?.AlertsByDeviceType?.u ?? {};
    const col = (name: string) => columns.indexOf(name);
    const at = { type: col('DeviceType'), ts: col('UtcTimestampNs'), id: col('DeviceId') };
    // The stream sends the newest samples last: keep the latest per terminal.
    const latest = new Map<string, SlTelemetry>();
    for (const row of values as unknown[][]) {
      if (!Array.isArray(row) || (at.type >= 0 && row[at.type] !== 'u')) continue;
      const get = (name: string) => (col(name) >= 0 ? row[col(name)] : undefined);
      const id = str(row[at.id]);
      const ns = num(row[at.ts]);
      if (!id || ns === null) continue;
      latest.set(id, toTelemetry(id, new Date(Math.floor(ns / 1e6)).toISOString(), get, alertNames));
    }
    return [...latest.values()];
  }

  async terminalStatus(_accountNumber: string, _userTerminalId: string): Promise<SlTelemetry> {
    notOffered("a dish's own status (OOB)");
  }

  async obstructionMap(_accountNumber: string, _userTerminalId: string): Promise<Buffer> {
    notOffered('the obstruction map');
  }

  async stow(_accountNumber: string, _userTerminalId: string): Promise<void> {
    notOffered('stowing a dish');
  }

  async unstow(_accountNumber: string, _userTerminalId: string): Promise<void> {
    notOffered('unstowing a dish');
  }

  async reboot(accountNumber: string, userTerminalId: string): Promise<void> {
    await this.call('POST', `${this.ut(accountNumber, userTerminalId)}/reboot`);
  }
}

/** The refusal of an operation the provider's public API does not offer (see the header). */
export const NOT_OFFERED = "is not offered by the Starlink public API";
function notOffered(what: string): never {
  throw new IntegrationError(SYSTEM, `${what.charAt(0).toUpperCase()}${what.slice(1)} ${NOT_OFFERED}.`);
}

function toAddress(a: Json, accountNumber: string): SlAddress {
  const lines = Array.isArray(a.addressLines) ? a.addressLines.map(String) : [];
  return {
    addressReferenceId: String(a.addressReferenceId),
    accountNumber,
    formattedAddress: str(a.formattedAddress) ?? (lines.length ? [...lines, a.locality, a.postalCode].filter(Boolean).join(', ') : null),
    addressLines: lines,
    locality: str(a.locality),
    postalCode: str(a.postalCode),
    administrativeArea: str(a.administrativeArea),
    administrativeAreaCode: str(a.administrativeAreaCode),
    regionCode: str(a.regionCode),
    latitude: num(a.latitude),
    longitude: num(a.longitude),
    metadata: str(a.metadata),
  };
}

function toServiceLine(s: Json, accountNumber: string): SlServiceLine {
  return {
    serviceLineNumber: String(s.serviceLineNumber),
    accountNumber,
    addressReferenceId: str(s.addressReferenceId),
    nickname: str(s.nickname),
    productReferenceId: str(s.productReferenceId),
    active: s.active !== false,
    startDate: day(s.startDate),
    endDate: day(s.endDate),
    isOptedIn: Boolean(str(s.optInProductId)) || s.isOptedIn === true,
    canPause: s.canPause === true,
    canResume: s.canResume === true,
    activeRecurringBlockQty: num(s.activeRecurringBlockQty ?? s.recurringBlocks) ?? 0,
    activeRecurringBlockDataAmount: num(s.activeRecurringBlockDataAmount) ?? 0,
  };
}

const STATES: Record<string, TerminalState> = { online: 'online', offline: 'offline', searching: 'searching' };

/** A sample from named fields (the stream's columns or the status answer). */
function toTelemetry(id: string, ts: string, get: (name: string) => unknown, alertNames: Json): SlTelemetry {
  // The v2 stream names the column ActiveAlert (the provider's telemetry guide); older answers ActiveAlerts.
  const alerts = get('ActiveAlert') ?? get('ActiveAlerts');
  const state = String(get('State') ?? '').toLowerCase();
  const downlink = num(get('DownlinkThroughput')) ?? 0;
  return {
    userTerminalId: id,
    ts,
    // The stream has no state column: a terminal that reports throughput or uptime is online.
    state: STATES[state] ?? (get('State') === undefined && (num(get('Uptime')) ?? 0) > 0 ? 'online' : 'unknown'),
    downlinkSpeed: downlink,
    uplinkSpeed: num(get('UplinkThroughput')) ?? 0,
    latency: num(get('PingLatencyMsAvg')) ?? 0,
    pingDrop: (num(get('PingDropRateAvg')) ?? 0) * 100,
    obstructedTime: num(get('ObstructionPercentTime')) ?? 0,
    uptime: num(get('Uptime')) ?? 0,
    softwareUpdateState: str(get('SoftwareUpdateState')),
    alerts: Array.isArray(alerts) ? alerts.map((a) => String(alertNames[String(a)] ?? a)) : [],
  };
}
