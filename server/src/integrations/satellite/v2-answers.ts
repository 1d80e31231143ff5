// The public API v2 answers (schemas of the provider's v2 OpenAPI document) turned into the
// interface's shapes (api.ts). Every field is read as nullable: the provider's types are loose.
import type { SlAddress, SlBillingCycle, SlProduct, SlServiceLine, SlTelemetry, SlTerminal } from './api.ts';
import type { Json } from './session.ts';

export const str = (v: unknown): string | null => (v == null || v === '' ? null : String(v));
export const num = (v: unknown): number | null => (v == null || v === '' || !Number.isFinite(Number(v)) ? null : Number(v));
/** The UTC day of a date-time (the v2 dates are date-times in UTC). */
export const day = (v: unknown): string | null => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : null);
const list = (v: unknown): Json[] => (Array.isArray(v) ? (v as Json[]) : []);

/** AddressResponse. */
export function toAddress(a: Json, accountNumber: string): SlAddress {
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

/** GB of a data amount in the unit the provider names (dataUnitType of a block, dataUnit of a data product). */
export function gigabytes(amount: unknown, unit: unknown): number {
  const n = num(amount) ?? 0;
  const u = String(unit ?? 'GB').toUpperCase();
  return u.startsWith('TB') ? n * 1000 : u.startsWith('MB') ? n / 1000 : n;
}

/** ServiceLineResponse. v2 has no pause/resume, so neither is ever offered for a real line. */
export function toServiceLine(s: Json, accountNumber: string): SlServiceLine {
  // The recurring blocks bought for the current cycle (dataBlocks.recurringBlocksCurrentBillingCycle).
  const blocks = list(s.dataBlocks?.recurringBlocksCurrentBillingCycle);
  return {
    serviceLineNumber: String(s.serviceLineNumber),
    accountNumber,
    addressReferenceId: str(s.addressReferenceId),
    nickname: str(s.nickname),
    productReferenceId: str(s.productReferenceId),
    active: s.active !== false,
    startDate: day(s.startDate),
    endDate: day(s.endDate),
    // "Opt-in product id, opted out if empty."
    isOptedIn: Boolean(str(s.optInProductId)),
    canPause: false,
    canResume: false,
    activeRecurringBlockQty: blocks.reduce((sum, b) => sum + (num(b.count) ?? 0), 0),
    activeRecurringBlockDataAmount: blocks.length ? gigabytes(blocks[0].dataAmount, blocks[0].dataUnitType) : 0,
  };
}

/** UserTerminalResponseV2: it has no active flag; a terminal the account lists is on the account. */
export function toTerminal(t: Json, accountNumber: string): SlTerminal {
  return {
    userTerminalId: String(t.userTerminalId),
    kitSerialNumber: str(t.kitSerialNumber),
    dishSerialNumber: str(t.dishSerialNumber),
    accountNumber,
    serviceLineNumber: str(t.serviceLineNumber),
    active: true,
  };
}

/** SubscriptionProductResponse. */
export function toProduct(p: Json): SlProduct {
  return {
    productReferenceId: String(p.productReferenceId),
    name: str(p.name) ?? String(p.productReferenceId),
    price: num(p.price),
    isoCurrencyCode: str(p.isoCurrencyCode),
    maxNumberOfUserTerminals: num(p.maxNumberOfUserTerminals),
  };
}

/**
 * ServiceLineDataUsageForBillingCycles: its billing cycles with their daily usage. v2 gives the
 * service plan (limit, overage opt-in, currency) once per line, not per cycle: it is the current plan
 * and is applied to the previous cycles too.
 */
export function toBillingCycles(line: Json): SlBillingCycle[] {
  const number = str(line.serviceLineNumber);
  if (!number) return [];
  const plan = (line.servicePlan ?? {}) as Json;
  const out: SlBillingCycle[] = [];
  for (const c of list(line.billingCycles)) {
    const start = day(c.startDate);
    const end = day(c.endDate);
    if (!start || !end) continue;
    out.push({
      serviceLineNumber: number,
      startDate: start,
      endDate: end,
      usageLimitGB: num(plan.usageLimitGB),
      isOptedIntoOverage: plan.isOptedIntoOverage === true,
      currency: str(plan.isoCurrencyCode),
      dailyDataUsage: list(c.dailyDataUsage)
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
  return out;
}

/**
 * The newest user-terminal sample per terminal out of telemetry stream answers
 * ({data: {columnNamesByDeviceType: {u: [...]}, values: [[...]]}, metadata: {enums: {AlertsByDeviceType}}}).
 * Columns are looked up by name in each answer: their order is not stable across releases.
 */
export function latestSamples(answers: Json[]): SlTelemetry[] {
  const latest = new Map<string, SlTelemetry>();
  for (const answer of answers) {
    const columns: unknown = answer?.data?.columnNamesByDeviceType?.u;
    const values: unknown = answer?.data?.values;
    if (!Array.isArray(columns) || !Array.isArray(values)) continue; // an empty batch is normal
    const alertNames: Json = answer?.metadata?.enums?.AlertsByDeviceType?.u ?? {};
    const col = (name: string) => columns.indexOf(name);
    const at = { type: col('DeviceType'), ts: col('UtcTimestampNs'), id: col('DeviceId') };
    // The stream sends the newest samples last.
    for (const row of values as unknown[][]) {
      if (!Array.isArray(row) || (at.type >= 0 && row[at.type] !== 'u')) continue;
      const get = (name: string) => (col(name) >= 0 ? row[col(name)] : undefined);
      const id = str(row[at.id]);
      const ns = num(row[at.ts]);
      if (!id || ns === null) continue;
      latest.set(id, toTelemetry(id, new Date(Math.floor(ns / 1e6)).toISOString(), get, alertNames));
    }
  }
  return [...latest.values()];
}

function toTelemetry(id: string, ts: string, get: (name: string) => unknown, alertNames: Json): SlTelemetry {
  // Integer codes named by the answer's metadata. The telemetry guide names the column ActiveAlert;
  // a public v2 stream consumer reads ActiveAlerts: either is taken.
  const alerts = get('ActiveAlert') ?? get('ActiveAlerts');
  return {
    userTerminalId: id,
    ts,
    // The stream has no state column: a terminal that reports uptime is online.
    state: (num(get('Uptime')) ?? 0) > 0 ? 'online' : 'unknown',
    downlinkSpeed: num(get('DownlinkThroughput')) ?? 0,
    uplinkSpeed: num(get('UplinkThroughput')) ?? 0,
    latency: num(get('PingLatencyMsAvg')) ?? 0,
    // PingDropRateAvg is 0.0..1.0; ours is a percent.
    pingDrop: (num(get('PingDropRateAvg')) ?? 0) * 100,
    obstructedTime: num(get('ObstructionPercentTime')) ?? 0,
    uptime: num(get('Uptime')) ?? 0,
    // No such column in v2 (a pending update shows as the software_update_reboot_pending alert).
    softwareUpdateState: null,
    alerts: Array.isArray(alerts) ? alerts.map((a) => String(alertNames[String(a)] ?? a)) : [],
  };
}
