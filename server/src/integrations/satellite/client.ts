// Starlink public API v2 over HTTP, as the provider's v2 OpenAPI document defines it (docs/decisions/0024).
// v2 paths carry no account number: a credential (V2 service account) is bound to one account, so the
// client holds one session per configured credential (session.ts: token, rate limit, retries) and
// sends each call through the session of the call's account, learnt from GET public/v2/account.
//   GET    public/v2/account                                  -> AccountResponseV2 {accountNumber, accountName, regionCode}
//   GET    public/v2/addresses?page[&metadata]                ; POST public/v2/addresses AddressCreateRequest
//          {addressLines, locality, postalCode, formattedAddress, latitude, longitude[, metadata]} -> 201 AddressResponse
//          (metadata: our client reference of a provisioning, decision 0068)
//   GET    public/v2/service-lines?page&orderByCreatedDateDescending=false ; GET public/v2/service-lines/{sl}
//   POST   public/v2/service-lines {addressReferenceId, productReferenceId} -> 201 ; PUT .../{sl}/nickname {nickname}
//   POST   public/v2/service-lines/{sl}/data/opt-in ; POST .../data/opt-out (no body)
//   POST   public/v2/service-lines/{sl}/data/top-up AddDataBlockRequest {productId, count}: productId is the
//          top-up product of the line's product (GET public/v2/products: dataProducts.topUpProduct.productId),
//          bought only when its block is the STARLINK_TOPUP_GB the console charges
//   DELETE public/v2/service-lines/{sl}?endNow=true (deactivate now, as the console shows it)
//   POST   public/v2/service-lines/{sl}/user-terminals DeviceIdRequest {deviceId} (attach)
//   GET    public/v2/user-terminals?page ; POST public/v2/user-terminals/{deviceId}/reboot
//   GET    public/v2/products?page
//   POST   public/v2/data-usage/query?page&limit QueryDataUsageRequest {previousBillingCycles, activeServiceLinesOnly}
//   POST   {telemetryUrl} {batchSize, maxLingerMs} (the stream of the credential's account; not in the
//          OpenAPI document, from the provider's telemetry guide)
// Not offered by the public API (decision 0024): pause/resume of a service line, stow/unstow of a dish,
// a per-dish status and the obstruction map (the last three exist only on the dish's own local gRPC
// interface). These calls are refused here with that reason, without a request.
import { STARLINK_TOPUP_GB } from '@console/contract';
import { IntegrationError } from '../http.ts';
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
} from './api.ts';
import { type Json, SESSION_DEFAULTS, StarlinkSession, SYSTEM } from './session.ts';
import { gigabytes, latestSamples, num, str, toAddress, toBillingCycles, toProduct, toServiceLine, toTerminal } from './v2-answers.ts';

const enc = encodeURIComponent;
const V2 = 'public/v2';
/** Batches read in one telemetry() call at most: the stream is drained until a batch comes back short. */
const TELEMETRY_MAX_BATCHES = 10;

export interface StarlinkCredential {
  clientId: string;
  clientSecret: string;
}

export interface SatelliteClientOptions {
  /** The public API's base, the OpenAPI document's server (https://starlink.com/api). */
  baseUrl: string;
  tokenUrl: string;
  telemetryUrl: string;
  /** One V2 service account per Starlink account. */
  credentials: StarlinkCredential[];
  /** Entries asked of the telemetry stream at once (the provider's maximum, 65000, by default). */
  telemetryBatchSize?: number;
  /** Requests allowed per minute and account (the provider's published limit is 250). */
  ratePerMinute?: number;
  /** Attempts of one call in all (first try included). */
  attempts?: number;
  /** First backoff in ms, doubled on each retry, when the provider gives no Retry-After. */
  backoffMs?: number;
  timeoutMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export class SatelliteClient implements SatelliteApi {
  private readonly sessions: StarlinkSession[];
  private readonly telemetryUrl: string;
  private readonly telemetryBatch: number;
  /** Account number -> its account and session, learnt from GET public/v2/account of each credential. */
  private accounts: Promise<Map<string, { account: SlAccount; session: StarlinkSession }>> | null = null;

  constructor(opts: SatelliteClientOptions) {
    const { credentials, telemetryUrl, telemetryBatchSize, baseUrl, tokenUrl, ...tuning } = opts;
    if (credentials.length === 0) throw new Error('The Starlink client needs at least one credential.');
    this.telemetryUrl = telemetryUrl;
    this.telemetryBatch = telemetryBatchSize ?? 65_000;
    this.sessions = credentials.map((c) => new StarlinkSession({ ...SESSION_DEFAULTS, ...stripUndefined(tuning), baseUrl, tokenUrl, ...c }));
  }

  private learnAccounts() {
    const p = Promise.all(
      this.sessions.map(async (session) => {
        const a = (await session.call('GET', `${V2}/account`)) as Json | null;
        const accountNumber = str(a?.accountNumber);
        if (!accountNumber) throw new IntegrationError(SYSTEM, 'the account answer has no accountNumber');
        return { session, account: { accountNumber, accountName: str(a!.accountName) ?? accountNumber, regionCode: str(a!.regionCode) } };
      }),
    ).then((found) => {
      // Two credentials of one account: the first one configured serves it.
      const map = new Map<string, { account: SlAccount; session: StarlinkSession }>();
      for (const f of found) if (!map.has(f.account.accountNumber)) map.set(f.account.accountNumber, f);
      return map;
    });
    this.accounts = p;
    // A failed look-up is asked again next time.
    p.catch(() => {
      if (this.accounts === p) this.accounts = null;
    });
    return p;
  }

  /** The session of an account; an account no credential serves is refused before the operation is sent. */
  private async session(accountNumber: string): Promise<StarlinkSession> {
    let found = (await (this.accounts ?? this.learnAccounts())).get(accountNumber);
    if (!found) found = (await this.learnAccounts()).get(accountNumber); // a credential changed since
    if (!found) throw new IntegrationError(SYSTEM, `No Starlink credential is configured for account ${accountNumber}.`);
    return found.session;
  }

  async listAccounts(): Promise<SlAccount[]> {
    return [...(await this.learnAccounts()).values()].map((f) => f.account);
  }

  async listAddresses(accountNumber: string, metadata?: string): Promise<SlAddress[]> {
    const s = await this.session(accountNumber);
    const found = once(await s.all('GET', `${V2}/addresses`, undefined, metadata ? { metadata } : {}), 'addressReferenceId');
    // The document does not say whether its metadata filter is exact: the reference is compared here too.
    return found.map((a) => toAddress(a, accountNumber)).filter((a) => !metadata || a.metadata === metadata);
  }

  async createAddress(input: SlNewAddress): Promise<SlAddress> {
    const s = await this.session(input.accountNumber);
    // regionCode and administrativeAreaCode are deprecated in v2 (the provider derives them from the
    // position) and not sent; formattedAddress is required.
    const formattedAddress = [...input.addressLines, `${input.postalCode} ${input.locality}`.trim(), input.regionCode].filter(Boolean).join(', ');
    const content = (await s.call('POST', `${V2}/addresses`, {
      addressLines: input.addressLines,
      locality: input.locality,
      postalCode: input.postalCode,
      formattedAddress,
      latitude: input.latitude,
      longitude: input.longitude,
      ...(input.metadata ? { metadata: input.metadata } : {}),
    })) as Json | null;
    if (!str(content?.addressReferenceId)) throw new IntegrationError(SYSTEM, 'the new address has no addressReferenceId');
    return toAddress(content!, input.accountNumber);
  }

  async listServiceLines(accountNumber: string): Promise<SlServiceLine[]> {
    const s = await this.session(accountNumber);
    // Oldest first, so a line created while the pages are read lands on the last page instead of shifting the others.
    const lines = await s.all('GET', `${V2}/service-lines`, undefined, { orderByCreatedDateDescending: false });
    return once(lines, 'serviceLineNumber').map((l) => toServiceLine(l, accountNumber));
  }

  private async line(s: StarlinkSession, serviceLineNumber: string): Promise<Json> {
    const content = (await s.call('GET', `${V2}/service-lines/${enc(serviceLineNumber)}`)) as Json | null;
    if (!str(content?.serviceLineNumber)) throw new IntegrationError(SYSTEM, 'answered no service line');
    return content!;
  }

  async getServiceLine(accountNumber: string, serviceLineNumber: string): Promise<SlServiceLine> {
    return toServiceLine(await this.line(await this.session(accountNumber), serviceLineNumber), accountNumber);
  }

  async createServiceLine(input: SlProvision): Promise<SlServiceLine> {
    const s = await this.session(input.accountNumber);
    const content = (await s.call('POST', `${V2}/service-lines`, {
      addressReferenceId: input.addressReferenceId,
      productReferenceId: input.productReferenceId,
    })) as Json | null;
    const number = str(content?.serviceLineNumber);
    if (!number) throw new IntegrationError(SYSTEM, 'the new service line has no serviceLineNumber');
    // v2 creates a line without a nickname: it is named by a second call, which may fail on its own.
    await this.renameServiceLine(input.accountNumber, number, input.nickname);
    return { ...toServiceLine(content!, input.accountNumber), nickname: input.nickname };
  }

  async renameServiceLine(accountNumber: string, serviceLineNumber: string, nickname: string): Promise<void> {
    const s = await this.session(accountNumber);
    await s.call('PUT', `${V2}/service-lines/${enc(serviceLineNumber)}/nickname`, { nickname });
  }

  async listTerminals(accountNumber: string): Promise<SlTerminal[]> {
    const s = await this.session(accountNumber);
    return once(await s.all('GET', `${V2}/user-terminals`), 'userTerminalId').map((t) => toTerminal(t, accountNumber));
  }

  async attachTerminal(accountNumber: string, userTerminalId: string, serviceLineNumber: string): Promise<void> {
    const s = await this.session(accountNumber);
    await s.call('POST', `${V2}/service-lines/${enc(serviceLineNumber)}/user-terminals`, { deviceId: userTerminalId });
  }

  private async products(s: StarlinkSession): Promise<Json[]> {
    return once(await s.all('GET', `${V2}/products`), 'productReferenceId');
  }

  async listProducts(accountNumber: string): Promise<SlProduct[]> {
    return (await this.products(await this.session(accountNumber))).map(toProduct);
  }

  async billingCycles(accountNumber: string, previousCycles: number): Promise<SlBillingCycle[]> {
    const s = await this.session(accountNumber);
    // Lines deactivated during a cycle still used data in it: the invoicing needs them too.
    const lines = await s.all('POST', `${V2}/data-usage/query`, { previousBillingCycles: previousCycles, activeServiceLinesOnly: false }, { limit: 50 });
    return lines.flatMap(toBillingCycles);
  }

  async optIn(accountNumber: string, serviceLineNumber: string): Promise<void> {
    await (await this.session(accountNumber)).call('POST', `${V2}/service-lines/${enc(serviceLineNumber)}/data/opt-in`);
  }

  async optOut(accountNumber: string, serviceLineNumber: string): Promise<void> {
    await (await this.session(accountNumber)).call('POST', `${V2}/service-lines/${enc(serviceLineNumber)}/data/opt-out`);
  }

  /** One block of the top-up data product of the line's product; refused without a POST when it has none. */
  async topUp(accountNumber: string, serviceLineNumber: string): Promise<void> {
    const s = await this.session(accountNumber);
    const line = await this.line(s, serviceLineNumber);
    const product = (await this.products(s)).find((p) => p.productReferenceId === line.productReferenceId);
    const topUp = (product?.dataProducts?.topUpProduct ?? null) as Json | null;
    const productId = str(topUp?.productId);
    if (!productId)
      throw new IntegrationError(SYSTEM, `The product ${str(line.productReferenceId) ?? '(none)'} of service line ${serviceLineNumber} offers no top-up data.`);
    // The console charges STARLINK_TOPUP_GB for a top-up: a block of another size is not bought.
    const size = num(topUp!.dataAmount) === null ? null : gigabytes(topUp!.dataAmount, topUp!.dataUnit);
    if (size !== null && size !== STARLINK_TOPUP_GB) {
      throw new IntegrationError(
        SYSTEM,
        `The top-up of product ${str(line.productReferenceId)} is ${size} GB, not the ${STARLINK_TOPUP_GB} GB the console charges.`,
      );
    }
    await s.call('POST', `${V2}/service-lines/${enc(serviceLineNumber)}/data/top-up`, { productId, count: 1 });
  }

  async pause(_accountNumber: string, _serviceLineNumber: string): Promise<void> {
    notOffered('pausing a service line');
  }

  async resume(_accountNumber: string, _serviceLineNumber: string): Promise<void> {
    notOffered('resuming a service line');
  }

  async deactivate(accountNumber: string, serviceLineNumber: string): Promise<void> {
    // endNow: the console marks the line inactive at once; the provider's default ends it on the next bill day.
    await (await this.session(accountNumber)).call('DELETE', `${V2}/service-lines/${enc(serviceLineNumber)}`, undefined, { endNow: true });
  }

  /**
   * The newest sample of each terminal read from the stream of the account's credential. Reading
   * consumes the stream (the provider keeps one read index per credential), so the stream is drained
   * until a batch comes back short; a POST is never repeated (a 429 aside).
   */
  async telemetry(accountNumber: string): Promise<SlTelemetry[]> {
    const s = await this.session(accountNumber);
    const answers: Json[] = [];
    for (let i = 0; i < TELEMETRY_MAX_BATCHES; i += 1) {
      const answer = (await s.raw(new URL(this.telemetryUrl), 'POST', { batchSize: this.telemetryBatch, maxLingerMs: 1000 })) as Json | null;
      if (!answer || typeof answer !== 'object' || !('data' in answer)) throw new IntegrationError(SYSTEM, 'answered something other than a telemetry batch');
      answers.push(answer);
      // An empty batch is normal (telemetry is not in every answer).
      if (!Array.isArray(answer.data?.values) || answer.data.values.length < this.telemetryBatch) break;
    }
    return latestSamples(answers);
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
    await (await this.session(accountNumber)).call('POST', `${V2}/user-terminals/${enc(userTerminalId)}/reboot`);
  }
}

/** The items that carry their key, each key once: a list that moved between two pages may repeat one, and the mirror upserts each once. */
function once(items: Json[], key: string): Json[] {
  const seen = new Map<string, Json>();
  for (const item of items) {
    const k = str(item[key]);
    if (k && !seen.has(k)) seen.set(k, item);
  }
  return [...seen.values()];
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The refusal of an operation the provider's public API does not offer (see the header). */
export const NOT_OFFERED = 'is not offered by the Starlink public API';
function notOffered(what: string): never {
  throw new IntegrationError(SYSTEM, `${what.charAt(0).toUpperCase()}${what.slice(1)} ${NOT_OFFERED}.`);
}
