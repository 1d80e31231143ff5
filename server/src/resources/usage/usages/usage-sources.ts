// One fetcher per usage source (docs/decisions/0023): each asks its outside system (through the
// integration, real client or simulator) for the days asked and answers records resolved to SIM,
// device, site and customer; ingestion adds the data pool of the record's day (usage-pools.ts). A new
// source (the satellite provider) is one more fetcher registered in USAGE_FETCHERS; ingestion, rating
// and rollups do not change.
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { UsageSource } from '@console/contract';
import { devices, providers, simcards, wans } from '../../../db/schema/index.ts';
import type { SimProviderName } from '../../../integrations/sim-providers/index.ts';
import { controllerLink } from '../../inventory/devices/device-link.ts';
import type { UsageInput } from './usage-ingest.ts';
import type { UsageFetcher } from './usage-fetcher.ts';
import { starlinkFetcher } from './usage-source-starlink.ts';

const CONCURRENCY = 4;

/** Runs `work` over `items`, a few at a time, collecting failures instead of stopping at the first. */
async function eachLimited<T>(items: T[], work: (item: T) => Promise<void>, failures: string[], name: (item: T) => string) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++];
      try {
        await work(item);
      } catch (err) {
        failures.push(`${name(item)}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, lane));
}

/** The managed-network controller: usage per device and WAN, attributed to the SIM on that WAN. */
export const incontrolFetcher: UsageFetcher = {
  source: 'incontrol',
  async fetch(db, ctx, start, end, deviceId) {
    const linked = await db
      .select({ id: devices.id, serial: devices.serial, site_id: devices.site_id, customer_id: devices.customer_id })
      .from(devices)
      .where(and(isNull(devices.archived_at), isNotNull(devices.server_id), isNotNull(devices.ic_id), deviceId != null ? eq(devices.id, deviceId) : undefined));
    const ids = linked.map((d) => d.id);
    const wanSims = ids.length
      ? await db
          .select({ device_id: wans.device_id, ic_id: wans.ic_id, sim_id: simcards.id, imsi: simcards.imsi })
          .from(wans)
          .innerJoin(simcards, sql`${simcards.iccid} = ${wans.sim_a}->>'iccid'`)
          .where(inArray(wans.device_id, ids))
      : [];
    const simOf = new Map(wanSims.map((w) => [`${w.device_id}/${w.ic_id}`, w]));
    const rows: UsageInput[] = [];
    const failures: string[] = [];
    await eachLimited(
      linked,
      async (d) => {
        const link = await controllerLink(db, ctx, d.id);
        for (const u of await link.api.dailyUsage(link.ref, start, end)) {
          const sim = simOf.get(`${d.id}/${u.wan_id}`);
          rows.push({
            date: u.date,
            source: 'incontrol',
            sim_id: sim?.sim_id ?? null,
            device_id: d.id,
            site_id: d.site_id,
            customer_id: d.customer_id,
            // Resolved by ingestion at the record's day (usage-pools.ts).
            pool_id: null,
            wan_name: u.wan_name,
            country_code: null,
            vpmn: null,
            imsi: sim?.imsi ?? null,
            bytes: Math.max(0, Math.round(u.mb * 1024 * 1024)),
          });
        }
      },
      failures,
      (d) => `device ${d.serial}`,
    );
    return { rows, failures };
  },
};

/** A SIM provider: daily usage of each of its live SIM cards, placed where the SIM is now. */
export const simProviderFetcher = (provider: SimProviderName): UsageFetcher => ({
  source: provider,
  async fetch(db, ctx, start, end, deviceId) {
    const api = ctx.services?.integrations.simProviders[provider];
    if (!api) return { rows: [], failures: [`${provider}: no integration configured`] };
    const sims = await db
      .select({ id: simcards.id, iccid: simcards.iccid, device_id: simcards.device_id, site_id: simcards.site_id, customer_id: simcards.customer_id })
      .from(simcards)
      .innerJoin(providers, eq(providers.id, simcards.provider_id))
      .where(and(eq(providers.api, provider), isNull(simcards.archived_at), deviceId != null ? eq(simcards.device_id, deviceId) : undefined));
    const rows: UsageInput[] = [];
    const failures: string[] = [];
    await eachLimited(
      sims,
      async (s) => {
        for (const u of await api.dailyUsage(s.iccid, start, end)) {
          rows.push({
            date: u.date,
            source: provider,
            sim_id: s.id,
            device_id: s.device_id,
            site_id: s.site_id,
            customer_id: s.customer_id,
            pool_id: null,
            wan_name: null,
            country_code: u.country_code,
            vpmn: u.vpmn,
            imsi: u.imsi,
            bytes: u.bytes,
          });
        }
      },
      failures,
      (s) => `SIM ${s.iccid}`,
    );
    return { rows, failures };
  },
});

/** Every source: the SIM providers through their integrations, the satellite lines from their mirror (decision 0042). */
export const USAGE_FETCHERS: Partial<Record<UsageSource, UsageFetcher>> = {
  incontrol: incontrolFetcher,
  telna: simProviderFetcher('telna'),
  webbing: simProviderFetcher('webbing'),
  phenix: simProviderFetcher('phenix'),
  starlink: starlinkFetcher,
};
