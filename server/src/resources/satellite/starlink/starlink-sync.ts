// The mirror of the provider: accounts, addresses, service lines, terminals and daily usage, upserted
// by their provider keys (idempotent: a second run changes and logs nothing). The provider is asked
// before the transaction opens, so no transaction waits on the network; each account is written in
// one transaction.
import { eq, sql } from 'drizzle-orm';
import { SATELLITE_MESSAGES, SERVICE_LINE_MACHINE, serviceLineStatusOf } from '@console/contract';
import type { Db, Executor } from '../../../db/client.ts';
import { starlinkAccounts, starlinkAddresses, starlinkServiceLines, starlinkTerminals, starlinkUsages } from '../../../db/schema/index.ts';
import type { SatelliteApi } from '../../../integrations/satellite/api.ts';
import type { SlAccount, SlAddress, SlBillingCycle, SlServiceLine, SlTerminal } from '../../../integrations/satellite/api.ts';
import type { Ctx } from '../../../platform/context.ts';
import { type ActionAnswer, providerFailure } from '../../../platform/provider-answer.ts';
import { beginAction } from '../../../platform/state-actions.ts';
import { starlinkAccountsResource } from '../starlink_accounts/starlink_accounts.resource.ts';
import { starlinkAddressesResource } from '../starlink_addresses/starlink_addresses.resource.ts';
import { starlinkServiceLinesResource } from '../starlink_service_lines/starlink_service_lines.resource.ts';
import { starlinkTerminalsResource } from '../starlink_terminals/starlink_terminals.resource.ts';
import { mirrorRow } from './starlink-mirror.ts';
import { ingestUsages } from '../../usage/usages/usage-ingest.ts';
import { starlinkUsageRows } from '../../usage/usages/usage-source-starlink.ts';

/** Billing cycles read back on each sync: the current one and the previous (last_usage). */
const PREVIOUS_CYCLES = 1;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

export interface AccountSnapshot {
  account: SlAccount;
  addresses: SlAddress[];
  lines: SlServiceLine[];
  terminals: SlTerminal[];
  cycles: SlBillingCycle[];
}

export interface SyncSummary {
  accounts: number;
  addresses: number;
  service_lines: number;
  terminals: number;
  usages: number;
}

interface LineUsage {
  current: number;
  last: number;
  limit: number | null;
  overage: boolean;
  currency: string | null;
}

/** Per line: GB of the current and previous cycle, from the cycles read (newest cycle is the current one). */
function usageByLine(cycles: SlBillingCycle[]): Map<string, LineUsage> {
  const byLine = new Map<string, SlBillingCycle[]>();
  for (const c of cycles) byLine.set(c.serviceLineNumber, [...(byLine.get(c.serviceLineNumber) ?? []), c]);
  const out = new Map<string, LineUsage>();
  for (const [line, list] of byLine) {
    const sorted = [...list].sort((a, b) => b.startDate.localeCompare(a.startDate));
    const total = (c?: SlBillingCycle) => round3((c?.dailyDataUsage ?? []).reduce((s, d) => s + d.priorityGB + d.optInPriorityGB + d.standardGB, 0));
    out.set(line, {
      current: total(sorted[0]),
      last: total(sorted[1]),
      limit: sorted[0]?.usageLimitGB ?? null,
      overage: sorted[0]?.isOptedIntoOverage ?? false,
      currency: sorted[0]?.currency ?? null,
    });
  }
  return out;
}

/** Daily usage rows upserted by (line, date); a day whose GB did not change is not rewritten. */
async function writeUsages(tx: Executor, cycles: SlBillingCycle[], lineIds: Map<string, number>): Promise<number> {
  const rows: { starlink_service_line_id: number; date: string; usage: number }[] = [];
  for (const c of cycles) {
    const lineId = lineIds.get(c.serviceLineNumber);
    if (!lineId) continue;
    for (const d of c.dailyDataUsage)
      rows.push({ starlink_service_line_id: lineId, date: d.date, usage: round3(d.priorityGB + d.optInPriorityGB + d.standardGB) });
  }
  for (let i = 0; i < rows.length; i += 1000) {
    await tx
      .insert(starlinkUsages)
      .values(rows.slice(i, i + 1000))
      .onConflictDoUpdate({
        target: [starlinkUsages.starlink_service_line_id, starlinkUsages.date],
        set: { usage: sql`excluded.usage`, updated_at: sql`now()` },
        setWhere: sql`${starlinkUsages.usage} is distinct from excluded.usage`,
      });
  }
  // The same days land as usage records of source starlink (decision 0042), in this transaction, so the
  // usage dashboard and alerts see the satellite as soon as the mirror does. Idempotent like every landing.
  if (rows.length) {
    const days = rows.map((r) => r.date).sort();
    const lines = [...new Set(rows.map((r) => r.starlink_service_line_id))];
    await ingestUsages(tx, await starlinkUsageRows(tx, days[0], days[days.length - 1], { lineIds: lines }));
  }
  return rows.length;
}

const lineValues = (l: SlServiceLine, accountId: number, addressId: number | null, usage: LineUsage | undefined, now: Date) => ({
  account_number: l.accountNumber,
  starlink_account_id: accountId,
  starlink_address_id: addressId,
  nickname: l.nickname,
  active: l.active,
  is_opted_in: l.isOptedIn,
  can_pause: l.canPause,
  can_resume: l.canResume,
  status: serviceLineStatusOf({ active: l.active, can_resume: l.canResume }),
  product_reference_id: l.productReferenceId,
  start_date: l.startDate,
  end_date: l.endDate,
  active_recurring_block_qty: l.activeRecurringBlockQty,
  active_recurring_block_data_amount: l.activeRecurringBlockDataAmount,
  ...(usage
    ? {
        current_usage: usage.current,
        last_usage: usage.last,
        usage_limit: usage.limit,
        is_opted_into_overage: usage.overage,
        ...(usage.currency ? { currency: usage.currency } : {}),
      }
    : {}),
  last_sync_at: now,
});

async function writeTerminals(tx: Executor, ctx: Ctx | null, accountId: number, terminals: SlTerminal[], lineIds: Map<string, number>, now: Date) {
  for (const t of terminals) {
    await mirrorRow(tx, ctx, starlinkTerminalsResource, starlinkTerminals.terminal_id, t.userTerminalId, {
      kit_serial_number: t.kitSerialNumber,
      dish_serial_number: t.dishSerialNumber,
      starlink_account_id: accountId,
      starlink_service_line_id: t.serviceLineNumber ? (lineIds.get(t.serviceLineNumber) ?? null) : null,
      last_sync_at: now,
    });
  }
  // A terminal placed nowhere yet is shown where its service line's address is (the map, spec 3 §2).
  await tx.execute(sql`update starlink_terminals t set lat = a.lat, lng = a.lng
    from starlink_service_lines l join starlink_addresses a on a.id = l.starlink_address_id
    where t.starlink_service_line_id = l.id and t.starlink_account_id = ${accountId} and t.lat is null and a.lat is not null`);
}

/** The account's usage totals from its lines and its stored days. */
async function writeAccountUsage(tx: Executor, accountId: number) {
  await tx.execute(sql`update starlink_accounts a set
      current_usage = coalesce((select sum(l.current_usage) from starlink_service_lines l where l.starlink_account_id = a.id), 0),
      last_usage = coalesce((select sum(l.last_usage) from starlink_service_lines l where l.starlink_account_id = a.id), 0),
      accumulated_usage = coalesce((select sum(u.usage) from starlink_usages u join starlink_service_lines l on l.id = u.starlink_service_line_id where l.starlink_account_id = a.id), 0)
    where a.id = ${accountId}`);
}

/** Writes everything read of one account. */
export async function writeAccount(tx: Executor, ctx: Ctx | null, snap: AccountSnapshot): Promise<SyncSummary> {
  const now = new Date();
  const { id: accountId } = await mirrorRow(tx, ctx, starlinkAccountsResource, starlinkAccounts.account_number, snap.account.accountNumber, {
    account_name: snap.account.accountName,
    region_code: snap.account.regionCode,
    last_sync_at: now,
  });
  const addressIds = new Map<string, number>();
  for (const a of snap.addresses) {
    const { id } = await mirrorRow(tx, ctx, starlinkAddressesResource, starlinkAddresses.address_reference_id, a.addressReferenceId, {
      starlink_account_id: accountId,
      formatted_address: a.formattedAddress,
      address_lines: a.addressLines,
      locality: a.locality,
      postal_code: a.postalCode,
      administrative_area: a.administrativeArea,
      administrative_area_code: a.administrativeAreaCode,
      region_code: a.regionCode,
      lat: a.latitude,
      lng: a.longitude,
      metadatas: a.metadata,
      last_sync_at: now,
    });
    addressIds.set(a.addressReferenceId, id);
  }
  const usage = usageByLine(snap.cycles);
  const lineIds = new Map<string, number>();
  for (const l of snap.lines) {
    const { id } = await mirrorRow(
      tx,
      ctx,
      starlinkServiceLinesResource,
      starlinkServiceLines.service_line_number,
      l.serviceLineNumber,
      lineValues(l, accountId, l.addressReferenceId ? (addressIds.get(l.addressReferenceId) ?? null) : null, usage.get(l.serviceLineNumber), now),
    );
    lineIds.set(l.serviceLineNumber, id);
  }
  await writeTerminals(tx, ctx, accountId, snap.terminals, lineIds, now);
  const usages = await writeUsages(tx, snap.cycles, lineIds);
  await writeAccountUsage(tx, accountId);
  return { accounts: 1, addresses: snap.addresses.length, service_lines: snap.lines.length, terminals: snap.terminals.length, usages };
}

export async function readAccount(api: SatelliteApi, account: SlAccount, previousCycles = PREVIOUS_CYCLES): Promise<AccountSnapshot> {
  const [addresses, lines, terminals, cycles] = await Promise.all([
    api.listAddresses(account.accountNumber),
    api.listServiceLines(account.accountNumber),
    api.listTerminals(account.accountNumber),
    api.billingCycles(account.accountNumber, previousCycles),
  ]);
  return { account, addresses, lines, terminals, cycles };
}

/** Mirrors every account of the provider. */
export async function syncAll(db: Db, ctx: Ctx, api: SatelliteApi): Promise<SyncSummary> {
  const total: SyncSummary = { accounts: 0, addresses: 0, service_lines: 0, terminals: 0, usages: 0 };
  for (const account of await api.listAccounts()) {
    const snap = await readAccount(api, account);
    const done = await db.transaction((tx) => writeAccount(tx, ctx, snap));
    for (const k of Object.keys(total) as (keyof SyncSummary)[]) total[k] += done[k];
  }
  return total;
}

/** Mirrors one service line, its terminals and its usage (POST /starlink_service_lines/{id}/sync). */
export async function syncServiceLine(
  db: Db,
  ctx: Ctx,
  api: SatelliteApi,
  line: { id: number; account_number: string; service_line_number: string; starlink_account_id: number; starlink_address_id: number | null },
) {
  const [reported, terminals, cycles] = await Promise.all([
    api.getServiceLine(line.account_number, line.service_line_number),
    api.listTerminals(line.account_number),
    api.billingCycles(line.account_number, PREVIOUS_CYCLES),
  ]);
  const mine = cycles.filter((c) => c.serviceLineNumber === line.service_line_number);
  // Terminals now on this line, and those the provider moved off it.
  const onLine = terminals.filter((t) => t.serviceLineNumber === line.service_line_number);
  await db.transaction(async (tx) => {
    const now = new Date();
    const [address] = reported.addressReferenceId
      ? await tx.select({ id: starlinkAddresses.id }).from(starlinkAddresses).where(eq(starlinkAddresses.address_reference_id, reported.addressReferenceId))
      : [];
    await mirrorRow(
      tx,
      ctx,
      starlinkServiceLinesResource,
      starlinkServiceLines.service_line_number,
      line.service_line_number,
      lineValues(reported, line.starlink_account_id, address?.id ?? line.starlink_address_id, usageByLine(mine).get(line.service_line_number), now),
    );
    const ids = new Map([[line.service_line_number, line.id]]);
    const known = await tx
      .select({ terminal_id: starlinkTerminals.terminal_id })
      .from(starlinkTerminals)
      .where(eq(starlinkTerminals.starlink_service_line_id, line.id));
    const left = terminals.filter((t) => known.some((k) => k.terminal_id === t.userTerminalId) && t.serviceLineNumber !== line.service_line_number);
    await writeTerminals(tx, ctx, line.starlink_account_id, [...onLine, ...left.map((t) => ({ ...t, serviceLineNumber: null }))], ids, now);
    await writeUsages(tx, mine, ids);
    await writeAccountUsage(tx, line.starlink_account_id);
  });
}

/**
 * The service line's sync action (POST /starlink_service_lines/{id}/sync): the line, its terminals and
 * its usage mirrored again. A provider that fails or no longer knows the line answers {success: false}.
 */
export async function runServiceLineSync(db: Db, ctx: Ctx, api: SatelliteApi, id: number): Promise<ActionAnswer> {
  // Read without a lock: the provider is asked before the mirror's own transaction.
  const line = await beginAction(db, starlinkServiceLinesResource, SERVICE_LINE_MACHINE, id, 'sync', {
    missing: SATELLITE_MESSAGES.noServiceLine,
    lock: false,
  });
  try {
    await syncServiceLine(db, ctx, api, line as Parameters<typeof syncServiceLine>[3]);
  } catch (err) {
    return providerFailure(err);
  }
  return { success: true, message: SATELLITE_MESSAGES.sync };
}

/** The account numbers mirrored so far (what the telemetry sampling asks about). */
export async function knownAccounts(exec: Executor): Promise<{ id: number; account_number: string }[]> {
  return exec.select({ id: starlinkAccounts.id, account_number: starlinkAccounts.account_number }).from(starlinkAccounts).orderBy(starlinkAccounts.id);
}
