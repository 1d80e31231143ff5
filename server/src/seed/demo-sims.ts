// Demo SIM cards: the SIM providers (Telna and Webbing manageable through their adapters; Proximus,
// Orange and KPN local carriers without an API), a pool per larger customer plus stock pools, and
// about 700 SIMs: most in the ports of the deployed demo devices (the SIM rows and the devices'
// ports maps written together, each with its open Ops History period), eSIMs on some of them, free
// SIMs in stock pools and a few archived ones, plus network events of some manageable SIMs. Runs after
// the demo devices. Deterministic and set-based; not written to the activity log (nobody made these
// changes). A manageable SIM's stored status is what the provider simulator reports for it.
import { inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { providers, simcards } from '../db/schema/index.ts';
import { initialSimStatus, SimProviderSimulator } from '../integrations/sim-providers/simulator.ts';
import { rowsOf } from '../db/rows.ts';

export interface SimsDemoCounts {
  providers: number;
  pools: number;
  simcards: number;
  attached: number;
  esims: number;
  location_updates: number;
}

const PROVIDERS = [
  {
    name: 'Telna',
    api: 'telna',
    iccid_prefix: '894450',
    supplier_name: 'Telna',
    carrier_name: 'Telna Global',
    product_name: 'Telna IoT Global',
    prefered_apn: 'telna.iot',
    alternative_apn: 'internet',
    contry_iso: 'US',
    country: 'United States',
    country_code: '1',
    mcc: '310',
  },
  {
    name: 'Webbing',
    api: 'webbing',
    iccid_prefix: '899720',
    supplier_name: 'Webbing',
    carrier_name: 'Webbing Global',
    product_name: 'Webbing Multi-IMSI',
    prefered_apn: 'webbing.io',
    alternative_apn: 'internet',
    contry_iso: 'IL',
    country: 'Israel',
    country_code: '972',
    mcc: '425',
  },
  {
    name: 'Proximus',
    api: null,
    iccid_prefix: '893201',
    supplier_name: 'Proximus',
    carrier_name: 'Proximus',
    product_name: 'Proximus M2M',
    prefered_apn: 'm2m.proximus.be',
    alternative_apn: 'internet.proximus.be',
    contry_iso: 'BE',
    country: 'Belgium',
    country_code: '32',
    mcc: '206',
  },
  {
    name: 'Orange',
    api: null,
    iccid_prefix: '893210',
    supplier_name: 'Orange Belgium',
    carrier_name: 'Orange',
    product_name: 'Orange Data Pro',
    prefered_apn: 'mworld.be',
    alternative_apn: 'orangeinternet',
    contry_iso: 'BE',
    country: 'Belgium',
    country_code: '32',
    mcc: '206',
  },
  {
    name: 'KPN',
    api: null,
    iccid_prefix: '893108',
    supplier_name: 'KPN',
    carrier_name: 'KPN',
    product_name: 'KPN Zakelijk Data',
    prefered_apn: 'kpn4g.nl',
    alternative_apn: 'internet',
    contry_iso: 'NL',
    country: 'Netherlands',
    country_code: '31',
    mcc: '204',
  },
] as const;

/** Provider of the n-th SIM, in proportions a reseller would have: mostly Telna, then Webbing and locals. */
const MIX = sql`(array['Telna','Telna','Telna','Telna','Webbing','Webbing','Proximus','Proximus','Orange','KPN'])[1 + (n % 10)]`;
/** 19-digit ICCIDs: the provider's prefix, then the SIM's number. */
const ICCID = (prefix: SQL, n: SQL) => sql`${prefix} || lpad((${n})::text, 19 - length(${prefix}), '0')`;
type SQL = ReturnType<typeof sql>;

export async function seedSimsDemo(tx: Executor): Promise<SimsDemoCounts> {
  await tx.insert(providers).values(
    PROVIDERS.map((p, i) => ({
      ...p,
      username: p.api ? null : 'm2m',
      password: p.api ? null : 'm2m',
      created_at: new Date(Date.UTC(2022, 0, 10 + i)),
      updated_at: new Date(Date.UTC(2022, 0, 10 + i)),
    })),
  );

  // A pool per customer with at least five live devices, and two stock pools of manageable SIMs.
  await tx.execute(sql`
    insert into simpools (name, customer_id, description, created_at, updated_at)
    select c.name || ' SIMs', c.id, 'SIM cards of ' || c.name, c.created_at, c.created_at
    from customers c
    where c.archived_at is null and (select count(*) from devices d where d.customer_id = c.id and d.archived_at is null) >= 5
    order by c.id`);
  await tx.execute(sql`
    insert into simpools (name, description, created_at, updated_at) values
      ('Stock Telna', 'Manageable Telna SIMs ready to deploy', '2022-02-01', '2022-02-01'),
      ('Stock Webbing', 'Manageable Webbing SIMs ready to deploy', '2022-02-01', '2022-02-01')`);

  // SIM A of every modem of the deployed devices; SIM B too on two devices in three.
  await tx.execute(sql`
    with ports as (
      select d.id as device_id, d.customer_id, d.site_id, k.port,
        coalesce((select max(r.start_date) from records r where r.object_type = 'device' and r.object_id = d.id and r.action = 'deploy'), d.created_at) as since,
        row_number() over (order by d.id, k.port) as n
      from devices d cross join lateral jsonb_object_keys(d.ports_map) as k(port)
      where d.archived_at is null and not d.in_stock and not d.virtual and d.site_id is not null
        and (k.port like '% SIM A' or d.id % 3 <> 0)
      order by d.id, k.port
      limit 600
    ), chosen as (select ports.*, p.id as provider_id, p.iccid_prefix, p.prefered_apn, p.mcc from ports join providers p on p.name = ${MIX})
    insert into simcards (iccid, imsi, provider_id, pool_id, customer_id, site_id, device_id, device_port_name, status, is_manageable, phone_number, apn_1, variant, source, created_at, updated_at)
    select ${ICCID(sql`iccid_prefix`, sql`n`)},
      mcc || lpad(((n * 7919) % 1000000000)::text, 12, '0'),
      provider_id,
      (select sp.id from simpools sp where sp.customer_id = chosen.customer_id order by sp.id limit 1),
      customer_id, site_id, device_id, port,
      'ACTIVE', iccid_prefix in ('894450', '899720'),
      case when n % 4 = 0 then '+32 47' || (n % 10)::text || ' ' || lpad(((n * 104729) % 1000000)::text, 6, '0') end,
      prefered_apn,
      case when n % 5 = 0 then 'data-only' when n % 7 = 0 then 'voice+data' else 'data' end,
      'demo',
      since, since
    from chosen`);

  // eSIMs on one attached Telna SIM in five.
  await tx.execute(sql`
    insert into simcards (type, parent_id, iccid, provider_id, pool_id, customer_id, status, is_manageable, apn_1, variant, source, created_at, updated_at)
    select 'esim', s.id, ${ICCID(sql`'894451'`, sql`s.id`)}, s.provider_id, s.pool_id, s.customer_id, 'ACTIVE', true, s.apn_1, 'esim-profile', 'demo', s.created_at + interval '30 days', s.created_at + interval '30 days'
    from simcards s join providers p on p.id = s.provider_id
    where p.name = 'Telna' and s.device_id is not null and s.id % 5 = 0`);

  // Free SIMs: manageable ones in the stock pools, local carriers' ones without a pool.
  await tx.execute(sql`
    with n as (select g as n from generate_series(1, 180) g)
    insert into simcards (iccid, provider_id, pool_id, status, is_manageable, apn_1, variant, source, created_at, updated_at)
    select ${ICCID(sql`p.iccid_prefix`, sql`50000 + n.n`)}, p.id,
      case when p.api is not null then (select sp.id from simpools sp where sp.name = 'Stock ' || p.name) end,
      case when p.api is null and n.n % 9 = 0 then 'RESERVED' else 'AVAILABLE' end,
      p.api is not null, p.prefered_apn, 'data', 'demo',
      timestamp '2025-09-01' + n.n * interval '1 day', timestamp '2025-09-01' + n.n * interval '1 day'
    from n join providers p on p.name = (array['Telna','Telna','Telna','Webbing','Webbing','Proximus','Orange','KPN'])[1 + (n.n % 8)]`);

  // A few archived SIMs: lost, destroyed or discontinued.
  await tx.execute(sql`
    with n as (select g as n from generate_series(1, 20) g)
    insert into simcards (iccid, provider_id, status, is_manageable, apn_1, variant, source, archived_at, archived_reason, archived_date, decommission, created_at, updated_at)
    select ${ICCID(sql`p.iccid_prefix`, sql`90000 + n.n`)}, p.id, 'TERMINATED', p.api is not null, p.prefered_apn, 'data', 'demo',
      timestamp '2024-03-01' + n.n * interval '9 days',
      (array['LOST BY CUSTOMER','DESTROYED BY CUSTOMER','PERMANENTLY DISABLED','DISCONTINUED','OTHER'])[1 + (n.n % 5)],
      (timestamp '2024-03-01' + n.n * interval '9 days')::date, n.n % 3 = 0,
      timestamp '2023-01-01' + n.n * interval '5 days', timestamp '2024-03-01' + n.n * interval '9 days'
    from n join providers p on p.name = (array['Telna','Webbing','Proximus','Orange','KPN'])[1 + (n.n % 5)]`);

  // The devices' ports maps name the SIMs their rows say they hold.
  await tx.execute(sql`
    update devices d set ports_map = d.ports_map || x.m
    from (select device_id, jsonb_object_agg(device_port_name, id) as m from simcards where device_id is not null group by device_id) x
    where x.device_id = d.id`);
  await tx.execute(sql`
    insert into records (object_type, object_id, action, customer_id, site_id, device_id, sim_id, start_date, created_at, updated_at)
    select 'simcard', id, 'attach', customer_id, site_id, device_id, id, created_at, created_at, created_at
    from simcards where device_id is not null`);

  // Stored statuses of manageable live SIMs agree with what the provider simulator reports.
  const manageable = await tx
    .select({ iccid: simcards.iccid })
    .from(simcards)
    .where(sql`${simcards.is_manageable} and ${simcards.archived_at} is null and ${simcards.status} <> 'TERMINATED'`);
  const suspended = manageable.map((m) => m.iccid).filter((i) => initialSimStatus(i) === 'SUSPENDED');
  await tx
    .update(simcards)
    .set({ status: 'ACTIVE' })
    .where(sql`${simcards.is_manageable} and ${simcards.archived_at} is null and ${simcards.status} <> 'TERMINATED'`);
  if (suspended.length) await tx.update(simcards).set({ status: 'SUSPENDED' }).where(inArray(simcards.iccid, suspended));

  // Network events of the attached manageable SIMs (one in four), as the simulator draws them.
  const simulator = new SimProviderSimulator('telna', () => Date.UTC(2026, 0, 15, 12));
  const tracked = await tx
    .select({ id: simcards.id, iccid: simcards.iccid })
    .from(simcards)
    .where(sql`${simcards.is_manageable} and ${isNotNull(simcards.device_id)} and ${simcards.id} % 4 = 0`)
    .orderBy(simcards.id);
  const events = (
    await Promise.all(tracked.map(async (s) => (await simulator.lastNetworkEvents(s.iccid, 8)).map((e) => ({ ...e, sim_id: s.id, iccid: s.iccid }))))
  ).flat();
  if (events.length) {
    await tx.execute(sql`
      insert into location_updates (sim_id, iccid, timestamp, type, mcc, mnc, network_name, vpmn, country_iso3, country_name, imsi, imsi_id, created_at)
      select e.sim_id, e.iccid, e.timestamp, e.type, e.mcc, e.mnc, e.network_name, e.vpmn, e.country_iso3, e.country_name, e.imsi, e.imsi_id, e.timestamp
      from jsonb_to_recordset(${JSON.stringify(events)}::jsonb) as e(sim_id int, iccid text, timestamp timestamptz, type text, mcc text, mnc text,
        network_name text, vpmn text, country_iso3 text, country_name text, imsi text, imsi_id text)`);
  }

  const [counts] = rowsOf(
    await tx.execute(sql`
      select (select count(*)::int from providers) as providers, (select count(*)::int from simpools) as pools,
        (select count(*)::int from simcards) as simcards, (select count(*)::int from simcards where device_id is not null) as attached,
        (select count(*)::int from simcards where type = 'esim') as esims`),
  );
  return {
    providers: Number(counts.providers),
    pools: Number(counts.pools),
    simcards: Number(counts.simcards),
    attached: Number(counts.attached),
    esims: Number(counts.esims),
    location_updates: events.length,
  };
}
