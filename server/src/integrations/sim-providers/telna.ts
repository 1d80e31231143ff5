// Telna over HTTP: the transport only. What each call sends and how its answer reads are in
// telna-api.ts, with what public clients show and what is assumed (decision 0073), so that Telna's
// reference, when it arrives, changes that one file. Here: the base URL (TELNA_URL, the host, e.g.
// https://developer-api.telna.com), the KeyID as a bearer token, paging, and the retry rule of every
// client (retrying.ts): 429 waited out, 5xx repeated on reads and on the status change (setting a
// status twice leaves it as once).
import { endpoint } from '../http.ts';
import { IDEMPOTENT, type RetryPolicy, requestJsonRetrying } from '../retrying.ts';
import type { SimBackup, SimDailyUsage, SimLiveData, SimLiveStatus, SimNetworkEvent, SimProviderApi } from './api.ts';
import { backupOfTelna, eventOf, pageOf, SYSTEM, sessionOf, statusOfRegistry, type TelnaRequest, type TelnaSession, telnaCalls } from './telna-api.ts';
import { listOf, newestFirst, obj } from './wire.ts';

const MB = 1024 * 1024;
/** The most pages of one list read in a call (100 rows each). */
const MAX_PAGES = 50;

export class TelnaClient implements SimProviderApi {
  constructor(
    readonly baseUrl: string,
    private readonly apiKey: string,
    readonly timeoutMs = 10_000,
    private readonly retry: RetryPolicy = IDEMPOTENT,
    private readonly now: () => number = Date.now,
  ) {}

  private async send(req: TelnaRequest): Promise<unknown> {
    const { data } = await requestJsonRetrying<unknown>(
      SYSTEM,
      endpoint(this.baseUrl, req.path, req.query),
      { method: req.method, body: req.body, headers: { authorization: `Bearer ${this.apiKey}` }, timeoutMs: this.timeoutMs },
      this.retry,
    );
    return data;
  }

  /** Every row of a paged list, page after page. */
  private async all(page: (offset: number) => TelnaRequest, what: string) {
    const rows = [];
    for (let i = 0, offset = 0; i < MAX_PAGES; i += 1) {
      const p = pageOf(await this.send(page(offset)), what);
      rows.push(...p.rows);
      if (!p.more) break;
      offset += p.rows.length;
    }
    return rows;
  }

  async getStatus(iccid: string): Promise<SimLiveStatus> {
    return statusOfRegistry(await this.send(telnaCalls.simRegistry(iccid)));
  }

  suspend(iccid: string) {
    return this.setStatus(iccid, 'SUSPENDED');
  }

  enable(iccid: string) {
    return this.setStatus(iccid, 'ACTIVE');
  }

  private async setStatus(iccid: string, status: 'ACTIVE' | 'SUSPENDED'): Promise<SimLiveStatus> {
    return statusOfRegistry(await this.send(telnaCalls.setStatus(iccid, status)));
  }

  async lastNetworkEvents(iccid: string, limit: number): Promise<SimNetworkEvent[]> {
    const { rows } = pageOf(await this.send(telnaCalls.networkEvents(iccid, limit)), 'network events');
    return newestFirst(rows.map(eventOf)).slice(0, limit);
  }

  async backups(iccid: string): Promise<SimBackup[]> {
    return listOf(SYSTEM, obj(await this.send(telnaCalls.backups(iccid))).data, 'backups').map(backupOfTelna);
  }

  private async sessions(iccid: string, start: string, end: string): Promise<TelnaSession[]> {
    return (await this.all((offset) => telnaCalls.sessions(iccid, start, end, offset), 'sessions')).map(sessionOf);
  }

  /** The status from the inventory; the session, today's and this month's data from the month's sessions. */
  async liveData(iccid: string): Promise<SimLiveData> {
    const now = new Date(this.now());
    const today = now.toISOString().slice(0, 10);
    const status = await this.getStatus(iccid);
    const sessions = await this.sessions(iccid, `${today.slice(0, 7)}-01`, today);
    const latest = sessions.reduce<TelnaSession | null>((a, s) => (!a || s.start > a.start ? s : a), null);
    const open = sessions.filter((s) => s.open).sort((a, b) => b.start.localeCompare(a.start))[0] ?? null;
    const mb = (list: TelnaSession[]) => Math.round(list.reduce((sum, s) => sum + s.mb, 0) * 100) / 100;
    return {
      iccid,
      status,
      online: open !== null,
      network_name: latest?.operator ?? latest?.network ?? null,
      country_iso3: latest?.country && /^[A-Z]{3}$/.test(latest.country) ? latest.country : null,
      rat: null,
      ip_address: null,
      session_started_at: open?.start ?? null,
      data_mb_today: mb(sessions.filter((s) => s.start.startsWith(today))),
      data_mb_month: mb(sessions),
      updated_at: now.toISOString(),
    };
  }

  /** Sessions summed per day (the day a session started); the network of the day's largest session. */
  async dailyUsage(iccid: string, start: string, end: string): Promise<SimDailyUsage[]> {
    const days = new Map<string, { mb: number; top: TelnaSession }>();
    for (const s of await this.sessions(iccid, start, end)) {
      const date = s.start.slice(0, 10);
      if (date < start || date > end) continue;
      const day = days.get(date);
      if (!day) days.set(date, { mb: s.mb, top: s });
      else {
        day.mb += s.mb;
        if (s.mb > day.top.mb) day.top = s;
      }
    }
    return [...days.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, { mb, top }]) => ({
        date,
        bytes: Math.round(mb * MB),
        country_code: top.country && /^[A-Za-z]{2}$/.test(top.country) ? top.country.toUpperCase() : null,
        vpmn: top.network,
        imsi: null,
      }));
  }
}
