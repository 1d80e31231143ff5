// Telna over HTTP. Its API is not public, so this client speaks the shape we agreed with the
// provider's integration guide and that the contract test's local server speaks (one place to change
// if the provider's answers differ):
//   auth            header X-API-Key: <key>
//   GET  /v1/sims/{iccid}                   -> {iccid, status, imsi, msisdn}
//   PUT  /v1/sims/{iccid}/status {status}   -> {iccid, status}       status ACTIVE | SUSPENDED
//   GET  /v1/sims/{iccid}/events?limit=N    -> {events: [{event_time, event_type, mcc, mnc, network_name,
//                                               vpmn, country_iso3, country_name, imsi, imsi_id}]}
//   GET  /v1/sims/{iccid}/backups           -> {backups: [{id, created_at, size, url}]}
//   GET  /v1/sims/{iccid}/session           -> {status, online, network_name, country_iso3, rat, ip_address,
//                                               session_start, usage: {today_bytes, month_bytes}}
//   GET  /v1/sims/{iccid}/usage?from=YYYY-MM-DD&to=YYYY-MM-DD
//                                           -> {usage: [{date, bytes, country_iso2, vpmn, imsi}]}
import { endpoint, requestJson } from '../http.ts';
import type { SimBackup, SimDailyUsage, SimLiveData, SimLiveStatus, SimNetworkEvent, SimProviderApi } from './api.ts';
import { backupOf, dayOf, isoTime, listOf, newestFirst, num, obj, statusOf, str, type Json } from './wire.ts';

const SYSTEM = 'telna';
const MB = 1024 * 1024;

export class TelnaClient implements SimProviderApi {
  constructor(
    readonly baseUrl: string,
    private readonly apiKey: string,
    readonly timeoutMs = 10_000,
  ) {}

  private async call(path: string, init: { method?: 'GET' | 'PUT'; body?: unknown; query?: Record<string, number | string> } = {}): Promise<Json> {
    const { data } = await requestJson<unknown>(SYSTEM, endpoint(this.baseUrl, path, init.query), {
      method: init.method,
      body: init.body,
      headers: { 'x-api-key': this.apiKey },
      timeoutMs: this.timeoutMs,
    });
    return obj(data);
  }

  private sim = (iccid: string) => `v1/sims/${encodeURIComponent(iccid)}`;

  async getStatus(iccid: string): Promise<SimLiveStatus> {
    return statusOf(SYSTEM, (await this.call(this.sim(iccid))).status);
  }

  private async setStatus(iccid: string, status: 'ACTIVE' | 'SUSPENDED'): Promise<SimLiveStatus> {
    return statusOf(SYSTEM, (await this.call(`${this.sim(iccid)}/status`, { method: 'PUT', body: { status } })).status);
  }

  suspend(iccid: string) {
    return this.setStatus(iccid, 'SUSPENDED');
  }

  enable(iccid: string) {
    return this.setStatus(iccid, 'ACTIVE');
  }

  async lastNetworkEvents(iccid: string, limit: number): Promise<SimNetworkEvent[]> {
    const answer = await this.call(`${this.sim(iccid)}/events`, { query: { limit } });
    const events = listOf(SYSTEM, answer.events, 'events').map((e) => ({
      timestamp: isoTime(SYSTEM, e.event_time),
      type: str(e.event_type),
      mcc: str(e.mcc),
      mnc: str(e.mnc),
      network_name: str(e.network_name),
      vpmn: str(e.vpmn),
      country_iso3: str(e.country_iso3),
      country_name: str(e.country_name),
      imsi: str(e.imsi),
      imsi_id: str(e.imsi_id),
    }));
    return newestFirst(events).slice(0, limit);
  }

  async backups(iccid: string): Promise<SimBackup[]> {
    const answer = await this.call(`${this.sim(iccid)}/backups`);
    return listOf(SYSTEM, answer.backups, 'backups').map((b) => backupOf(SYSTEM, b.id, b.created_at, b.size, b.url));
  }

  async liveData(iccid: string): Promise<SimLiveData> {
    const s = await this.call(`${this.sim(iccid)}/session`);
    const usage = obj(s.usage);
    return {
      iccid,
      status: statusOf(SYSTEM, s.status),
      online: s.online === true,
      network_name: str(s.network_name),
      country_iso3: str(s.country_iso3),
      rat: str(s.rat),
      ip_address: str(s.ip_address),
      session_started_at: s.session_start ? isoTime(SYSTEM, s.session_start) : null,
      data_mb_today: Math.round((num(usage.today_bytes) / MB) * 100) / 100,
      data_mb_month: Math.round((num(usage.month_bytes) / MB) * 100) / 100,
      updated_at: new Date().toISOString(),
    };
  }

  async dailyUsage(iccid: string, start: string, end: string): Promise<SimDailyUsage[]> {
    const answer = await this.call(`${this.sim(iccid)}/usage`, { query: { from: start, to: end } });
    return listOf(SYSTEM, answer.usage, 'usage days').map((u) => ({
      date: dayOf(SYSTEM, u.date),
      bytes: Math.max(0, Math.round(num(u.bytes))),
      country_code: str(u.country_iso2)?.toUpperCase() ?? null,
      vpmn: str(u.vpmn),
      imsi: str(u.imsi),
    }));
  }
}
