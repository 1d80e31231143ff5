// Webbing over HTTP: the transport only. Webbing publishes no API reference, so every path and field is
// an assumption, kept in webbing-api.ts (decision 0073); this file stays when that one is rewritten.
// OAuth2 client credentials: a bearer token from the token endpoint (form grant_type=client_credentials,
// client_id, client_secret -> {access_token, expires_in}), kept until a minute before it expires and
// fetched again once when the API answers 401; 429 waited out and 5xx repeated on reads (retrying.ts).
import { endpoint, IntegrationError } from '../http.ts';
import { CREATE, IDEMPOTENT, type RetryPolicy, requestJsonRetrying } from '../retrying.ts';
import type { SimBackup, SimDailyUsage, SimLiveData, SimLiveStatus, SimNetworkEvent, SimProviderApi } from './api.ts';
import { backupOfWebbing, dataOf, eventOf, liveOf, SYSTEM, stateOf, usageDayOf, type WebbingRequest, webbingCalls } from './webbing-api.ts';
import { listOf, newestFirst, num, obj, statusOf, str } from './wire.ts';

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
    private readonly retry: { read: RetryPolicy; write: RetryPolicy } = { read: IDEMPOTENT, write: CREATE },
  ) {}

  private async fetchToken(): Promise<string> {
    const { data } = await requestJsonRetrying<unknown>(
      SYSTEM,
      new URL(this.tokenUrl),
      {
        method: 'POST',
        form: { grant_type: 'client_credentials', client_id: this.clientId, client_secret: this.clientSecret },
        timeoutMs: this.timeoutMs,
      },
      this.retry.write,
    );
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

  private async send(req: WebbingRequest): Promise<unknown> {
    const once = async () =>
      (
        await requestJsonRetrying<unknown>(
          SYSTEM,
          endpoint(this.baseUrl, req.path, req.query),
          {
            method: req.method,
            body: req.method === 'POST' ? {} : undefined,
            headers: { authorization: `Bearer ${await this.bearer()}` },
            timeoutMs: this.timeoutMs,
          },
          req.method === 'GET' ? this.retry.read : this.retry.write,
        )
      ).data;
    try {
      return await once();
    } catch (err) {
      // A token revoked or expired early: fetch a new one and try once more.
      if (!(err instanceof IntegrationError) || err.status !== 401) throw err;
      this.token = null;
      return once();
    }
  }

  async getStatus(iccid: string): Promise<SimLiveStatus> {
    return statusOf(SYSTEM, stateOf(await this.send(webbingCalls.sim(iccid))));
  }

  async suspend(iccid: string): Promise<SimLiveStatus> {
    return statusOf(SYSTEM, stateOf(await this.send(webbingCalls.suspend(iccid))));
  }

  async enable(iccid: string): Promise<SimLiveStatus> {
    return statusOf(SYSTEM, stateOf(await this.send(webbingCalls.activate(iccid))));
  }

  async lastNetworkEvents(iccid: string, limit: number): Promise<SimNetworkEvent[]> {
    const events = listOf(SYSTEM, dataOf(await this.send(webbingCalls.networkEvents(iccid, limit))), 'network events').map(eventOf);
    return newestFirst(events).slice(0, limit);
  }

  async backups(iccid: string): Promise<SimBackup[]> {
    return listOf(SYSTEM, dataOf(await this.send(webbingCalls.backups(iccid))), 'backups').map(backupOfWebbing);
  }

  async liveData(iccid: string): Promise<SimLiveData> {
    const answer = await this.send(webbingCalls.live(iccid));
    return { iccid, status: statusOf(SYSTEM, stateOf(answer)), ...liveOf(answer), updated_at: new Date(this.now()).toISOString() };
  }

  async dailyUsage(iccid: string, start: string, end: string): Promise<SimDailyUsage[]> {
    return listOf(SYSTEM, dataOf(await this.send(webbingCalls.usage(iccid, start, end))), 'usage days').map(usageDayOf);
  }
}
