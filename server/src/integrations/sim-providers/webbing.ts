// Webbing over HTTP with OAuth2 client credentials: a bearer token from the token endpoint
// (form grant_type=client_credentials, client_id, client_secret -> {access_token, expires_in}),
// kept until a minute before it expires and fetched again once when the API answers 401.
//   GET  /api/v1/sims/{iccid}                       -> {data: {iccid, state}}   state Active | Suspended | Inactive | Terminated
//   POST /api/v1/sims/{iccid}/suspend | /activate   -> {data: {iccid, state}}
//   GET  /api/v1/sims/{iccid}/network-events?limit=N -> {data: [{time, event, mcc, mnc, operator, vpmn,
//                                                      country: {iso3, name}, imsi, imsi_id}]}
//   GET  /api/v1/sims/{iccid}/backups               -> {data: [{backup_id, timestamp, size_bytes, download_url}]}
//   GET  /api/v1/sims/{iccid}/live                  -> {data: {state, connected, operator, country: {iso3},
//                                                      rat, ip, session_start, usage_mb: {today, month}}}
//   GET  /api/v1/sims/{iccid}/usage?start_date=&end_date= -> {data: [{date, usage_mb, country: {iso2}, vpmn, imsi}]}
import { endpoint, IntegrationError, requestJson } from '../http.ts';
import type { SimBackup, SimDailyUsage, SimLiveData, SimLiveStatus, SimNetworkEvent, SimProviderApi } from './api.ts';
import { backupOf, dayOf, isoTime, listOf, newestFirst, num, obj, statusOf, str, type Json } from './wire.ts';

const SYSTEM = 'webbing';

export class WebbingClient implements SimProviderApi {
  private token: { value: string; until: number } | null = null;
  private pending: Promise<string> | null = null;

  constructor(
    readonly baseUrl: string,
    private readonly clientId: string,
    private readonly clientSecret: string,
    readonly tokenUrl = endpoint(baseUrl, 'oauth/token').toString(),
    readonly timeoutMs = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  private async fetchToken(): Promise<string> {
    const { data } = await requestJson<unknown>(SYSTEM, new URL(this.tokenUrl), {
      method: 'POST',
      form: { grant_type: 'client_credentials', client_id: this.clientId, client_secret: this.clientSecret },
      timeoutMs: this.timeoutMs,
    });
    const answer = obj(data);
    const value = str(answer.access_token);
    if (!value) throw new IntegrationError(SYSTEM, 'token endpoint answered without an access_token');
    const ttl = num(answer.expires_in) || 3600;
    this.token = { value, until: this.now() + Math.max(ttl - 60, 1) * 1000 };
    return value;
  }

  /** One token request at a time: concurrent calls share it. */
  private async bearer(): Promise<string> {
    if (this.token && this.token.until > this.now()) return this.token.value;
    this.pending ??= this.fetchToken().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async call(path: string, init: { method?: 'GET' | 'POST'; query?: Record<string, number | string> } = {}): Promise<Json> {
    const send = async () =>
      requestJson<unknown>(SYSTEM, endpoint(this.baseUrl, path, init.query), {
        method: init.method,
        body: init.method === 'POST' ? {} : undefined,
        headers: { authorization: `Bearer ${await this.bearer()}` },
        timeoutMs: this.timeoutMs,
      });
    try {
      return obj((await send()).data);
    } catch (err) {
      // A token revoked or expired early: fetch a new one and try once more.
      if (!(err instanceof IntegrationError) || err.status !== 401) throw err;
      this.token = null;
      return obj((await send()).data);
    }
  }

  private sim = (iccid: string) => `api/v1/sims/${encodeURIComponent(iccid)}`;

  async getStatus(iccid: string): Promise<SimLiveStatus> {
    return statusOf(SYSTEM, obj((await this.call(this.sim(iccid))).data).state);
  }

  async suspend(iccid: string): Promise<SimLiveStatus> {
    return statusOf(SYSTEM, obj((await this.call(`${this.sim(iccid)}/suspend`, { method: 'POST' })).data).state);
  }

  async enable(iccid: string): Promise<SimLiveStatus> {
    return statusOf(SYSTEM, obj((await this.call(`${this.sim(iccid)}/activate`, { method: 'POST' })).data).state);
  }

  async lastNetworkEvents(iccid: string, limit: number): Promise<SimNetworkEvent[]> {
    const answer = await this.call(`${this.sim(iccid)}/network-events`, { query: { limit } });
    const events = listOf(SYSTEM, answer.data, 'network events').map((e) => {
      const country = obj(e.country);
      return {
        timestamp: isoTime(SYSTEM, e.time),
        type: str(e.event),
        mcc: str(e.mcc),
        mnc: str(e.mnc),
        network_name: str(e.operator),
        vpmn: str(e.vpmn),
        country_iso3: str(country.iso3),
        country_name: str(country.name),
        imsi: str(e.imsi),
        imsi_id: str(e.imsi_id),
      };
    });
    return newestFirst(events).slice(0, limit);
  }

  async backups(iccid: string): Promise<SimBackup[]> {
    const answer = await this.call(`${this.sim(iccid)}/backups`);
    return listOf(SYSTEM, answer.data, 'backups').map((b) => backupOf(SYSTEM, b.backup_id, b.timestamp, b.size_bytes, b.download_url));
  }

  async liveData(iccid: string): Promise<SimLiveData> {
    const d = obj((await this.call(`${this.sim(iccid)}/live`)).data);
    const usage = obj(d.usage_mb);
    return {
      iccid,
      status: statusOf(SYSTEM, d.state),
      online: d.connected === true,
      network_name: str(d.operator),
      country_iso3: str(obj(d.country).iso3),
      rat: str(d.rat),
      ip_address: str(d.ip),
      session_started_at: d.session_start ? isoTime(SYSTEM, d.session_start) : null,
      data_mb_today: num(usage.today),
      data_mb_month: num(usage.month),
      updated_at: new Date(this.now()).toISOString(),
    };
  }

  /** Webbing answers MB (units of 1024) with decimals: stored as bytes. */
  async dailyUsage(iccid: string, start: string, end: string): Promise<SimDailyUsage[]> {
    const answer = await this.call(`${this.sim(iccid)}/usage`, { query: { start_date: start, end_date: end } });
    return listOf(SYSTEM, answer.data, 'usage days').map((u) => ({
      date: dayOf(SYSTEM, u.date),
      bytes: Math.max(0, Math.round(num(u.usage_mb) * 1024 * 1024)),
      country_code: str(obj(u.country).iso2)?.toUpperCase() ?? null,
      vpmn: str(u.vpmn),
      imsi: str(u.imsi),
    }));
  }
}
