// Scale data generator: `npm run bench -- --generate [--scale S]`.
// Set-based SQL only (insert ... select from generate_series); idempotent and resumable: each table
// is filled in chunks of one transaction each up to its target count, and a table already at its
// target is skipped (the generation and its timings are also recorded in a bench_meta table). Parents are read through row-number maps (temporary tables), so ids need not
// be contiguous. Nothing of the schema is dropped or recreated.
import pg from 'pg';
import { openDatabase } from '../../server/src/db/client.ts';
import { installMaintained, maintainedFields, repairTables } from '../../server/src/platform/maintained.ts';
import { allResources } from '../../server/src/platform/registry.ts';
import { rebuildRollups } from '../../server/src/resources/usage/usages/usage-rollups.ts';
import '../../server/src/resources/index.ts';
import { BENCH_DATABASE_URL, ensureDatabase, fmtMs } from './common.ts';

const BASE = {
  customers: 20_000,
  sites: 60_000,
  device_products: 40,
  servers: 3,
  providers: 12,
  simpools: 2_000,
  line_providers: 20,
  devices: 1_000_000,
  wans: 2_000_000,
  simcards: 2_000_000,
  lines: 200_000,
  ips: 500_000,
  logs: 5_000_000,
  records: 5_000_000,
  companies: 2,
  addresses: 20_000,
  service_products: 30,
  packages: 500_000,
  services: 2_000_000,
  package_lines: 1_000_000,
  invoices: 1_000_000,
  invoice_lines: 3_000_000,
  // Daily usage (issue 12): 35 days from the first of last month, the target / 35 SIM cards a day (1,430,000 at scale 1).
  usages: 50_000_000,
  // Satellite (issue 13): two accounts and the 5,000 terminals whose telemetry lands every minute.
  starlink_accounts: 2,
  starlink_terminals: 5_000,
} as const;
type Table = keyof typeof BASE;
/** Reference tables keep their size at every scale. */
const FIXED = new Set<Table>([
  'device_products',
  'servers',
  'providers',
  'line_providers',
  'companies',
  'service_products',
  'starlink_accounts',
  'starlink_terminals',
]);

const CHUNK = 500_000;

/** `(lo, hi)`: the 1-based row numbers of this chunk; the SQL uses them as $1 and $2. */
interface Step {
  table: Table;
  /** Maps the step needs, rebuilt after their parent table changed. */
  before?: string[];
  sql: string;
}

// Skew: a customer's row number drawn as 1 + floor(C * random()^3) gives the first customers tens of
// thousands of devices and most customers a handful (a reseller's real shape).
const skew = (n: string, power = 3) => `(1 + floor(${n} * power(random(), ${power})))::int`;

const MAPS: Record<string, string> = {
  cust_map: `create temp table cust_map as select row_number() over (order by id)::int rn, id from customers where archived_at is null;
    create unique index on cust_map (rn); analyze cust_map;`,
  site_map: `create temp table site_map as select row_number() over (order by id)::int rn, id, customer_id from sites where not is_stock;
    create unique index on site_map (rn); analyze site_map;
    create temp table cust_sites as select customer_id, row_number() over (partition by customer_id order by id)::int n, id site_id,
      count(*) over (partition by customer_id)::int cnt from sites where customer_id is not null;
    create unique index on cust_sites (customer_id, n); analyze cust_sites;
    create temp table cust_site_cnt as select distinct customer_id, cnt from cust_sites; analyze cust_site_cnt;`,
  product_map: `create temp table product_map as select row_number() over (order by id)::int rn, id from device_products; analyze product_map;`,
  server_map: `create temp table server_map as select row_number() over (order by id)::int rn, id from servers; analyze server_map;`,
  provider_map: `create temp table provider_map as select row_number() over (order by id)::int rn, id from providers; analyze provider_map;`,
  pool_map: `create temp table pool_map as select row_number() over (order by id)::int rn, id, customer_id from simpools; analyze pool_map;`,
  lineprov_map: `create temp table lineprov_map as select row_number() over (order by id)::int rn, id from line_providers; analyze lineprov_map;`,
  dev_map: `create temp table dev_map as select row_number() over (order by id)::int rn, id, customer_id, site_id from devices;
    create unique index on dev_map (rn); analyze dev_map;`,
  sim_map: `create temp table sim_map as select row_number() over (order by id)::int rn, id, iccid, device_id, customer_id, site_id from simcards;
    create unique index on sim_map (rn); analyze sim_map;`,
  addr_map: `create temp table addr_map as select distinct on (customer_id) customer_id, id from addresses order by customer_id, id;
    create unique index on addr_map (customer_id); analyze addr_map;`,
  sp_map: `create temp table sp_map as select row_number() over (order by id)::int rn, id, service_type from service_products; analyze sp_map;`,
  pkg_map: `create temp table pkg_map as select row_number() over (order by id)::int rn, id, customer_id, site_id, status from packages;
    create unique index on pkg_map (rn); analyze pkg_map;`,
  inv_map: `create temp table inv_map as select row_number() over (order by id)::int rn, id from invoices;
    create unique index on inv_map (rn); analyze inv_map;`,
  line_map: `create temp table line_map as select row_number() over (order by id)::int rn, id, device_id, customer_id, site_id from lines;
    create unique index on line_map (rn); analyze line_map;`,
};

const STEPS: Step[] = [
  {
    table: 'starlink_accounts',
    sql: `insert into starlink_accounts (account_number, account_name, region_code, created_at, updated_at)
      select 'ACC-BENCH-' || g, 'Bench fleet ' || g, 'BE', now(), now()
      from generate_series($1::int, $2::int) g on conflict (account_number) do nothing`,
  },
  {
    // Terminals on customers' sites, across Europe, alternating between the accounts; most online.
    table: 'starlink_terminals',
    before: ['site_map'],
    sql: `insert into starlink_terminals (terminal_id, kit_serial_number, dish_serial_number, starlink_account_id, customer_id, site_id,
        lat, lng, state, last_alerts, last_alerts_count, created_at, updated_at)
      select 'ut-bench-' || g, 'KITB' || lpad(g::text, 8, '0'), 'DISHB' || lpad(g::text, 8, '0'), a.id, s.customer_id, s.id,
        35 + random() * 25, -10 + random() * 40, (array['online','online','online','online','offline','searching','unknown'])[1 + g % 7],
        '[]'::jsonb, 0, now(), now()
      from generate_series($1::int, $2::int) g
      join site_map s on s.rn = 1 + (g * 7919) % (select count(*) from site_map)::int
      join (select row_number() over (order by id)::int - 1 n, id from starlink_accounts) a on a.n = g % (select count(*) from starlink_accounts)::int
      on conflict (terminal_id) do nothing`,
  },
  {
    table: 'companies',
    sql: `insert into companies (id, name, country, city, vat_number, invoice_prefix)
      select g, (array['Reseller Networks SA','Reseller Networks BV'])[g], (array['BE','NL'])[g], (array['Brussels','Rotterdam'])[g],
        (array['BE0123456789','NL123456789B01'])[g], g
      from generate_series($1::int, $2::int) g on conflict (id) do nothing`,
  },
  {
    // One billing address per live customer, in customer order.
    table: 'addresses',
    before: ['cust_map'],
    sql: `insert into addresses (customer_id, name, street, zipcode, city, country, created_at, updated_at)
      select c.id, 'Billing ' || c.id, (1 + g % 200) || ' Avenue Louise', '1050', 'Brussels', 'BE', now(), now()
      from generate_series($1::int, $2::int) g join cust_map c on c.rn = g
      where not exists (select 1 from addresses x where x.customer_id = c.id)`,
  },
  {
    // Two products of each service type (monthly and yearly).
    table: 'service_products',
    sql: `insert into service_products (reference, service_type, frequency, name, price, data_included, currency)
      select 'SP-' || g, t.type, case when g % 2 = 0 then 'monthly' else 'yearly' end, initcap(replace(t.type, '_', ' ')) || ' ' || g,
        (10 + g * 7)::numeric(12,2), case when t.type in ('data', 'starlink', 'data_pool') then 50 end, 'EUR'
      from generate_series($1::int, $2::int) g
      join (select row_number() over ()::int n, type from unnest(array['data','sdwan','sdip','data_pool','starlink_data_pool','line','starlink',
        'terminal_access','custom','activation','third_party','consultancy','distribution','starlink_hw','other']) type) t on t.n = 1 + (g - 1) / 2`,
  },
  {
    // Orders of a skewed customer at one of its sites; most are running (delivered), some on the way.
    table: 'packages',
    before: ['cust_map', 'site_map', 'addr_map'],
    sql: `insert into packages (reference, name, customer_id, site_id, invoicing_address_id, billing_company_id, status, start_date, created_at, updated_at)
      select 'PKG-' || lpad(g::text, 7, '0'), 'Order ' || g, c.id, cs.site_id, a.id, 1 + g % 2,
        (array['delivered','delivered','delivered','delivered','delivered','provisioning','shipped','draft','ended','idle'])[1 + g % 10],
        (current_date - (g % 1200))::date, now() - (g % 1200) * interval '1 day', now()
      from (select g, random() r2, ${skew('(select count(*) from cust_map)')} crn from generate_series($1::int, $2::int) g) s
      join cust_map c on c.rn = s.crn
      join addr_map a on a.customer_id = c.id
      left join cust_site_cnt n on n.customer_id = c.id
      left join cust_sites cs on cs.customer_id = c.id and cs.n = 1 + floor(s.r2 * n.cnt)::int`,
  },
  {
    // Four services per package, at the package's customer and site; the delivery queue is a few percent.
    table: 'services',
    before: ['pkg_map', 'sp_map'],
    sql: `insert into services (reference, name, package_id, customer_id, site_id, product_id, type, frequency, status, price, qty,
        start_date, shipping_tracking_code, shipping_date, delivery_date, archived_at, created_at, updated_at)
      select 'SRV-' || lpad(g::text, 8, '0'), sp.service_type || ' ' || g, p.id, p.customer_id, p.site_id, sp.id, sp.service_type,
        case when g % 9 = 0 then 'onetime' else 'monthly' end, st.status, (5 + g % 200)::numeric(12,2), 1,
        case when st.status in ('DELIVERED', 'IDLE', 'ENDING', 'ENDED', 'PAUSED') then (current_date - (g % 1000))::date end,
        case when st.status in ('SHIPPED', 'DELIVERED') then '1Z' || lpad(((g::bigint * 7919) % 100000000)::text, 10, '0') end,
        case when st.status in ('SHIPPED', 'DELIVERED') then (current_date - (g % 900))::date end,
        case when st.status = 'DELIVERED' then (current_date - (g % 890))::date end,
        case when g % 40 = 0 then now() - (g % 300) * interval '1 day' end,
        now() - (g % 1200) * interval '1 day', now()
      from generate_series($1::int, $2::int) g
      join pkg_map p on p.rn = (g + 3) / 4
      join sp_map sp on sp.rn = 1 + g % (select count(*) from sp_map)
      cross join lateral (select case when p.status = 'draft' then 'DRAFT'
        else (array['DELIVERED','DELIVERED','DELIVERED','DELIVERED','DELIVERED','DELIVERED','DELIVERED','DELIVERED','DELIVERED','DELIVERED',
                    'DELIVERED','DELIVERED','IDLE','ENDED','ENDED','PAUSED','PROVISIONING','PROVISIONED','SHIPPED','ENDING'])[1 + g % 20] end as status) st`,
  },
  {
    // Two hardware lines per package, most delivered and invoiced.
    table: 'package_lines',
    before: ['pkg_map', 'product_map'],
    sql: `insert into package_lines (package_id, customer_id, site_id, device_product_id, price, qty, is_invoiced, status, serials,
        shipping_tracking_code, shipping_date, delivery_date, archived_at)
      select p.id, p.customer_id, p.site_id, d.id, (50 + g % 900)::numeric(12,2), 1 + g % 3, st.status = 'delivered' and g % 4 <> 0, st.status,
        case when st.status in ('provisioned', 'shipped', 'delivered') then array['PI-' || g] else '{}'::text[] end,
        case when st.status in ('shipped', 'delivered') then '1Z' || lpad(((g::bigint * 104729) % 100000000)::text, 10, '0') end,
        case when st.status in ('shipped', 'delivered') then (current_date - (g % 900))::date end,
        case when st.status = 'delivered' then (current_date - (g % 890))::date end,
        case when g % 50 = 0 then now() - (g % 300) * interval '1 day' end
      from generate_series($1::int, $2::int) g
      join pkg_map p on p.rn = (g + 1) / 2
      join product_map d on d.rn = 1 + g % (select count(*) from product_map)
      cross join lateral (select case when p.status = 'draft' then 'draft'
        else (array['delivered','delivered','delivered','delivered','delivered','delivered','delivered','delivered','delivered','delivered',
                    'delivered','delivered','delivered','delivered','ended','provisioning','provisioned','shipped','ending','delivered'])[1 + g % 20] end as status) st`,
  },
  {
    table: 'customers',
    sql: `insert into customers (name, short_name, support_level, email, phone, city, country, vat, accounting_code, active, nightswatch,
        archived_at, archived_reason, created_at, updated_at)
      select (array['Acme','Nordic','Benelux','Alpine','Atlantic','Metro','Delta','Orion','Vega','Polar'])[1 + g % 10] || ' '
          || (array['Logistics','Retail','Energy','Health','Transport','Media','Foods','Telecom','Security','Services'])[1 + (g / 10) % 10] || ' ' || g,
        'C' || g,
        (array['no','basic','standard','premium'])[1 + g % 4],
        'ops' || g || '@customer' || g || '.example',
        '+32 2 ' || lpad((g % 1000000)::text, 6, '0'),
        (array['Brussels','Antwerp','Ghent','Liège','Namur','Leuven','Mons','Bruges','Paris','Lyon','Amsterdam','Rotterdam'])[1 + g % 12],
        (array['BE','BE','BE','BE','FR','FR','NL','NL','LU','DE'])[1 + g % 10],
        'BE0' || lpad(g::text, 9, '0'),
        '4000' || lpad(g::text, 6, '0'),
        g % 50 <> 0, g % 97 = 0,
        case when g % 40 = 0 then now() - (g % 700) * interval '1 day' end,
        case when g % 40 = 0 then 'OTHER' end,
        now() - (g % 2000) * interval '1 day', now()
      from generate_series($1::int, $2::int) g`,
  },
  {
    table: 'sites',
    before: ['cust_map'],
    sql: `insert into sites (name, customer_id, street, number, zipcode, city, country, address, lat, lng, data_limit, archived_at, created_at, updated_at)
      select (array['HQ','Branch','Store','Depot','Office','Warehouse','Plant','Shop'])[1 + g % 8] || ' ' || g, c.id,
        (array['Rue de la Loi','Meir','Korenmarkt','Place Saint-Lambert','Grote Markt','Avenue Louise'])[1 + g % 6], (1 + g % 200)::text,
        (1000 + g % 8999)::text,
        (array['Brussels','Antwerp','Ghent','Liège','Namur','Leuven','Mons','Bruges'])[1 + g % 8], 'BE',
        (1 + g % 200) || ' ' || (array['Rue de la Loi','Meir','Korenmarkt','Place Saint-Lambert','Grote Markt','Avenue Louise'])[1 + g % 6] || ', '
          || (array['Brussels','Antwerp','Ghent','Liège','Namur','Leuven','Mons','Bruges'])[1 + g % 8],
        49.5 + random() * 2, 2.6 + random() * 3.5, 10,
        case when g % 50 = 0 then now() - (g % 500) * interval '1 day' end,
        now() - (g % 1500) * interval '1 day', now()
      from (select g, ${skew('(select count(*) from cust_map)', 2)} crn from generate_series($1::int, $2::int) g) s
      join cust_map c on c.rn = s.crn`,
  },
  {
    table: 'device_products',
    sql: `insert into device_products (reference, name, brand, family, category, managed, ports_count)
      select 'REF-' || lpad(g::text, 4, '0'), (array['Balance','MAX BR1','MAX HD2','MAX Transit','Balance 20X','FusionHub'])[1 + g % 6] || ' v' || g,
        'Peplink', (array['Balance','MAX'])[1 + g % 2], 'Router', true, 2
      from generate_series($1::int, $2::int) g`,
  },
  {
    table: 'servers',
    sql: `insert into servers (name, hostname, base_url) select 'InControl ' || g, 'ic' || g || '.example', 'https://ic' || g || '.example'
      from generate_series($1::int, $2::int) g`,
  },
  {
    table: 'providers',
    sql: `insert into providers (name, iccid_prefix, api, carrier_name, country, contry_iso, prefered_apn)
      select (array['Proximus','Orange','Base','Telna','Webbing','Vodafone','KPN','SFR','Bouygues','Telenet','Mobile Vikings','Lycamobile'])[1 + (g - 1) % 12] || case when g > 12 then ' ' || g else '' end,
        '8932' || lpad(g::text, 2, '0'), case when g % 6 = 4 then 'telna' when g % 6 = 5 then 'webbing' end,
        'Carrier ' || g, 'Belgium', 'BEL', 'internet.apn' || g
      from generate_series($1::int, $2::int) g`,
  },
  {
    table: 'simpools',
    before: ['cust_map'],
    sql: `insert into simpools (name, customer_id, description)
      select 'Pool ' || g, case when g % 5 = 0 then null else c.id end, 'Data pool ' || g
      from (select g, ${skew('(select count(*) from cust_map)')} crn from generate_series($1::int, $2::int) g) s
      join cust_map c on c.rn = s.crn`,
  },
  {
    table: 'line_providers',
    sql: `insert into line_providers (name) select (array['Proximus','Telenet','Orange','Colt','Eurofiber','Destiny'])[1 + g % 6] || ' ' || g
      from generate_series($1::int, $2::int) g`,
  },
  {
    // One device in ten is in stock (no customer, the stock site); the others belong to a skewed
    // customer and to one of that customer's sites.
    table: 'devices',
    before: ['cust_map', 'site_map', 'product_map', 'server_map'],
    sql: `insert into devices (serial, name, customer_id, owner_id, site_id, product_id, server_id, ic_id, ic_group_id, ic_group_name,
        ic_organization_id, ic_organization_name, online_status, last_online, in_stock, is_new, reserved, virtual, is_fusion_hub,
        supplier, rent_sold, buy_sm, data_limit, lat, lng, ports_map, archived_at, archived_reason, created_at, updated_at)
      select upper(substr(md5(g::text), 1, 4) || '-' || substr(md5(g::text), 5, 4)) || '-' || lpad(g::text, 7, '0'),
        case when g % 7 = 0 then null
          else (array['Branch','Store','Depot','Office','Kiosk','Truck','Van','Warehouse','Bus','Ship'])[1 + g % 10] || ' router ' || g end,
        case when stock then null else c.id end, case when stock then null else c.id end,
        case when stock then 1 else cs.site_id end,
        p.id, v.id,
        g::text, 1 + g % 500, 'Group ' || (1 + g % 500), (100 + g % 50)::text, 'Org ' || (g % 50),
        case when stock then 'never_online' when r < 0.72 then 'online' when r < 0.92 then 'offline' when r < 0.97 then 'never_online' else 'unknown' end,
        case when stock or r >= 0.92 then null else now() - r * interval '3 days' end,
        stock, stock and g % 3 = 0, g % 211 = 0, g % 509 = 0, g % 997 = 0,
        (array['Peplink','Exertis','Ingram','Direct'])[1 + g % 4], (array['RENT','SOLD','POC','NA'])[1 + g % 4],
        (array['BUY','SUBSCRIPTION','LOAN','NA'])[1 + g % 4], 10,
        case when stock then null else 49.5 + r * 2 end, case when stock then null else 2.6 + r * 3.5 end,
        '{"SIM1": null, "SIM2": null}'::jsonb,
        case when g % 33 = 0 then now() - (g % 900) * interval '1 day' end,
        case when g % 33 = 0 then (array['RMA','LOST','BROKEN','OTHER'])[1 + g % 4] end,
        now() - (g % 1800) * interval '1 day' - r * interval '1 day', now() - (g % 30) * interval '1 day'
      from (select g, g % 10 = 0 stock, random() r, random() r2, ${skew('(select count(*) from cust_map)')} crn
            from generate_series($1::int, $2::int) g) s
      left join cust_map c on c.rn = s.crn
      left join cust_site_cnt n on n.customer_id = c.id
      left join cust_sites cs on cs.customer_id = c.id and cs.n = 1 + floor(s.r2 * n.cnt)::int
      left join product_map p on p.rn = 1 + s.g % (select count(*) from product_map)
      left join server_map v on v.rn = 1 + s.g % (select count(*) from server_map)`,
  },
  {
    // Two WANs per device: WAN row g belongs to device (g+1)/2.
    table: 'wans',
    before: ['dev_map'],
    sql: `insert into wans (device_id, name, ic_id, wan_type, status_led, ip_address, cellular_network_type, created_at, updated_at)
      select d.id, case when g % 2 = 1 then 'Cellular 1' else 'Cellular 2' end, 1 + (g + 1) % 2,
        'cellular', (array['green','green','green','yellow','red','gray'])[1 + g % 6],
        '100.' || ((g >> 16) & 255) || '.' || ((g >> 8) & 255) || '.' || (g & 255), (array['LTE','LTE-A','5G','3G'])[1 + g % 4], now(), now()
      from generate_series($1::int, $2::int) g join dev_map d on d.rn = (g + 1) / 2`,
  },
  {
    // Three SIMs in four sit in a device port (SIM1/SIM2 of devices 1..N*3/8), the rest are in stock
    // in a pool. (device_id, device_port_name) is unique by construction; ports_map is not kept in step.
    table: 'simcards',
    before: ['dev_map', 'pool_map', 'provider_map'],
    sql: `insert into simcards (iccid, imsi, phone_number, pool_id, provider_id, status, active, is_manageable, variant, apn_1,
        customer_id, site_id, device_id, device_port_name, archived_at, archived_reason, created_at, updated_at)
      select '893201' || lpad(((g::bigint * 7919) % 1000000000000)::text, 12, '0'),
        '20601' || lpad(((g::bigint * 104729) % 10000000000)::text, 10, '0'),
        '+3247' || lpad(((g::bigint * 31) % 10000000)::text, 7, '0'),
        p.id, v.id,
        case when d.id is not null then (array['ACTIVE','ACTIVE','ACTIVE','SUSPENDED'])[1 + g % 4]
             else (array['AVAILABLE','AVAILABLE','RESERVED','TERMINATED','UNKNOWN'])[1 + g % 5] end,
        g % 13 <> 0, g % 6 in (4, 5), (array['4FF','3FF','MFF2'])[1 + g % 3], 'internet.apn',
        d.customer_id, d.site_id, d.id, case when d.id is not null then 'SIM' || (1 + (g + 1) % 2) end,
        case when d.id is null and g % 29 = 0 then now() - (g % 600) * interval '1 day' end,
        case when d.id is null and g % 29 = 0 then 'TERMINATED' end,
        now() - (g % 1500) * interval '1 day', now() - (g % 60) * interval '1 day'
      from generate_series($1::int, $2::int) g
      left join dev_map d on g <= (select count(*) * 3 / 4 from dev_map) * 2 and d.rn = (g + 1) / 2
      left join pool_map p on p.rn = 1 + g % (select count(*) from pool_map)
      left join provider_map v on v.rn = 1 + g % (select count(*) from provider_map)`,
  },
  {
    // A line on one device in five, at that device's customer and site.
    table: 'lines',
    before: ['dev_map', 'lineprov_map'],
    sql: `insert into lines (sales_order_number, subscription_id, provider_id, customer_id, site_id, device_id, address, status, line_type,
        installation_date, next_action_date, accounting_status, contact_name, archived_at, created_at, updated_at)
      select 'SO-' || lpad(g::text, 8, '0'), 'SUB' || lpad(((g::bigint * 7919) % 100000000)::text, 8, '0'),
        p.id,
        d.customer_id, d.site_id, d.id, (1 + g % 200) || ' Rue de la Loi, Brussels',
        (array['CONFIRMED','ON HOLD','WAITING FOR SSV','CONFIRMED','CONFIRMED'])[1 + g % 5], (array['COAX','FTTH','Fiber','TEL','VSAT','xDSL'])[1 + g % 6],
        (current_date - (g % 1500))::date, case when g % 4 = 0 then (current_date + (g % 90))::date end, 'BILLED', 'Contact ' || g,
        case when g % 25 = 0 then now() - (g % 400) * interval '1 day' end,
        now() - (g % 1500) * interval '1 day', now()
      from generate_series($1::int, $2::int) g
      left join dev_map d on d.rn = 1 + ((g::bigint * 5) % (select count(*) from dev_map))::int
      left join lineprov_map p on p.rn = 1 + g % (select count(*) from lineprov_map)`,
  },
  {
    // Unique addresses: 10.a.b.c from the row number; three in five on a device.
    table: 'ips',
    before: ['dev_map'],
    sql: `insert into ips (address, cidr, used, available, device_id, customer_id, subnet, subnet_type, firewall, vlan_id, created_at, updated_at)
      select '10.' || ((g >> 16) & 255) || '.' || ((g >> 8) & 255) || '.' || (g & 255), 32, d.id is not null, d.id is null,
        d.id, d.customer_id, '10.' || ((g >> 16) & 255) || '.' || ((g >> 8) & 255) || '.0/24',
        (array['LAN','WAN','MGMT','VPN'])[1 + g % 4], (array['none','fortigate','peplink'])[1 + g % 3], 1 + g % 4000, now(), now()
      from generate_series($1::int, $2::int) g
      left join dev_map d on g % 5 < 3 and d.rn = 1 + ((g::bigint * 3) % (select count(*) from dev_map))::int`,
  },
  {
    // Two years of invoices of the packages' customers: 1 in 12 a credit note, 1 in 20 a draft (no
    // number), the rest sent, viewed or paid; numbers per issuer prefix and year, seven digits so they
    // never meet the numbers the server gives (five digits). Totals are those of the three lines below.
    table: 'invoices',
    before: ['pkg_map', 'addr_map'],
    sql: `insert into invoices (number, status, invoice_type, source, package_id, billing_company_id, customer_id, invoicing_address_id,
        invoiced_at, due_date, currency, structured_reference, total_untaxed, total_tax, total, sent_at, sent_to, created_at, updated_at)
      select case when draft then null else (case when credit then 'C' else 'F' end) || (1 + g % 2) || '-' || extract(year from inv_day)::int || '-' || lpad(g::text, 7, '0') end,
        case when draft then 'draft' else (array['sent','paid','paid','view'])[1 + g % 4] end,
        case when credit then 'credit' else 'invoice' end, 'package', p.id, 1 + g % 2, p.customer_id, a.id,
        inv_day, inv_day + 30, 'EUR',
        '+++' || substr(b, 1, 3) || '/' || substr(b, 4, 4) || '/' || substr(b, 8, 3) || lpad((case when g % 97 = 0 then 97 else g % 97 end)::text, 2, '0') || '+++',
        untaxed, round(untaxed * 0.21, 2), untaxed + round(untaxed * 0.21, 2),
        case when not draft then inv_day + interval '9 hours' end, case when not draft then 'billing' || p.customer_id || '@example.com' end,
        inv_day + interval '8 hours', now()
      from (select g, g % 20 = 0 draft, g % 12 = 0 credit, (current_date - (g % 730))::date inv_day, lpad(g::text, 10, '0') b,
              ((1 + g % 3) * (10 + (g * 7) % 90) + (1 + (g + 1) % 3) * (10 + (g * 7 + 1) % 90) + (1 + (g + 2) % 3) * (10 + (g * 7 + 2) % 90))::numeric(14,2) untaxed,
              1 + ((g::bigint * 7) % (select count(*) from pkg_map))::int prn
            from generate_series($1::int, $2::int) g) x
      join pkg_map p on p.rn = x.prn
      join addr_map a on a.customer_id = p.customer_id`,
  },
  {
    // Three lines per invoice (VAT 21 %): their sum is the invoice's total above.
    table: 'invoice_lines',
    before: ['inv_map'],
    sql: `insert into invoice_lines (invoice_id, type, product_name, qty, unit_price, vat_code, tax_rate, total, start_date, end_date, created_at, updated_at)
      select i.id, (array['sdwan','data','starlink'])[1 + k], (array['SD-WAN monthly','Data bundle','Starlink service'])[1 + k] || ' ' || irn,
        1 + (irn + k) % 3, 10 + (irn * 7 + k) % 90, 'vat_21', 21, (1 + (irn + k) % 3) * (10 + (irn * 7 + k) % 90),
        date_trunc('month', current_date)::date, (date_trunc('month', current_date) + interval '1 month - 1 day')::date, now(), now()
      from (select g, 1 + (g - 1) / 3 irn, (g - 1) % 3 k from generate_series($1::int, $2::int) g) x
      join inv_map i on i.rn = x.irn`,
  },
  {
    // Daily usage records from the first day of last month on (a full calendar month, then this
    // month's first days): n SIM cards a day, n the target over 35 days (at most every card), one source
    // per card, rated at a flat price; the rollups are rebuilt from them after the load (rebuildRollups).
    table: 'usages',
    before: ['sim_map'],
    sql: `insert into usages (date, source, sim_id, device_id, site_id, customer_id, bytes, total_price, total_cost, created_at, updated_at)
      select (date_trunc('month', current_date) - interval '1 month')::date + (x.g - 1) / x.n, (array['incontrol','telna','webbing','phenix'])[1 + s.rn % 4], s.id, s.device_id, s.site_id, s.customer_id,
        x.b, round(x.b / 1048576.0 * 0.015, 6), round(x.b / 1048576.0 * 0.008, 6), now(), now()
      from (select g, n, (1 + (g::bigint * 7919) % 500)::bigint * 1048576 + g % 1000 b from generate_series($1::int, $2::int) g,
              (select least(count(*), ceil($3 / 35.0))::int n from sim_map) c) x
      join sim_map s on s.rn = 1 + (x.g - 1) % x.n`,
  },
  {
    // The activity log: 60 % devices, 30 % SIM cards, 10 % lines; objects drawn with a skew so a few
    // have thousands of entries; one entry in ten by a sync (by_system); times grow with the id.
    table: 'logs',
    before: ['dev_map', 'sim_map', 'line_map'],
    sql: `insert into logs (created_at, author_id, author_name, verb, object_type, object_id, object_repr, before, after, by_system, refs)
      select now() - interval '730 days' + (g::float8 / $3) * interval '730 days',
        case when sys then null else 1 + g % 40 end,
        case when sys then 'system' else (array['Alice Martin','Bob Peeters','Chloé Dubois','David Janssens','Emma Maes','Farid Claes','Greta Wouters','Hugo Lambert'])[1 + g % 8] end,
        case when g % 20 = 0 then 'create' when g % 50 = 1 then 'archive' else 'update' end,
        kind,
        case kind when 'device' then d.id when 'simcard' then s.id else l.id end::text,
        case kind when 'device' then 'Router ' || d.id when 'simcard' then s.iccid else 'Line ' || l.id end,
        jsonb_build_object('notes', 'before ' || g), jsonb_build_object('notes', 'after ' || g), sys,
        jsonb_strip_nulls(case kind
          when 'device' then jsonb_build_object('device_id', d.id, 'customer_id', d.customer_id, 'site_id', d.site_id)
          when 'simcard' then jsonb_build_object('sim_id', s.id, 'device_id', s.device_id, 'customer_id', s.customer_id, 'site_id', s.site_id)
          else jsonb_build_object('line_id', l.id, 'customer_id', l.customer_id, 'site_id', l.site_id) end)
      from (select g, g % 11 = 0 sys, case when g % 10 < 6 then 'device' when g % 10 < 9 then 'simcard' else 'line' end kind,
              ${skew('(select count(*) from dev_map)', 2)} drn, ${skew('(select count(*) from sim_map)', 2)} srn,
              ${skew('(select count(*) from line_map)', 2)} lrn
            from generate_series($1::int, $2::int) g) x
      left join dev_map d on x.kind = 'device' and d.rn = x.drn
      left join sim_map s on x.kind = 'simcard' and s.rn = x.srn
      left join line_map l on x.kind = 'line' and l.rn = x.lrn`,
  },
  {
    // Ops History: usage periods of devices (50 %), SIMs (40 %) and lines (10 %); the latest period
    // of an object is open (end_date null), older ones closed.
    table: 'records',
    before: ['dev_map', 'sim_map', 'line_map'],
    sql: `insert into records (object_type, object_id, action, customer_id, site_id, device_id, sim_id, line_id, start_date, end_date,
        comment, user_id, user_email, created_at, updated_at)
      select kind, case kind when 'device' then d.id when 'sim' then s.id else l.id end,
        (array['deploy','attach','move','create'])[1 + g % 4],
        coalesce(d.customer_id, s.customer_id, l.customer_id), coalesce(d.site_id, s.site_id, l.site_id),
        coalesce(d.id, s.device_id, l.device_id), s.id, l.id,
        st, case when g % 3 = 0 then null else st + (1 + g % 300) * interval '1 day' end,
        null, 1 + g % 40, 'user' || (1 + g % 40) || '@example.com', st, st
      from (select g, case when g % 10 < 5 then 'device' when g % 10 < 9 then 'sim' else 'line' end kind,
              now() - interval '1500 days' + (g::float8 / $3) * interval '1500 days' st,
              1 + floor(random() * (select count(*) from dev_map))::int drn, 1 + floor(random() * (select count(*) from sim_map))::int srn,
              1 + floor(random() * (select count(*) from line_map))::int lrn
            from generate_series($1::int, $2::int) g) x
      left join dev_map d on x.kind = 'device' and d.rn = x.drn
      left join sim_map s on x.kind = 'sim' and s.rn = x.srn
      left join line_map l on x.kind = 'line' and l.rn = x.lrn`,
  },
];

/**
 * Tables in dependency phases. Within a phase the tables only read tables of earlier phases, so
 * they are filled by `jobs` connections at once (2 cores: the big tables of a phase in parallel).
 */
const PHASES: Table[][] = [
  ['customers', 'sites', 'device_products', 'servers', 'providers', 'simpools', 'line_providers', 'devices', 'starlink_accounts'],
  ['simcards', 'wans', 'lines', 'ips', 'companies', 'addresses', 'service_products', 'starlink_terminals'],
  ['packages'],
  ['services', 'package_lines', 'invoices'],
  ['logs', 'records', 'invoice_lines', 'usages'],
];

interface Worker {
  client: pg.Client;
  /** The maps (temporary tables) this session holds. */
  built: Set<string>;
}

async function openWorker(url: string): Promise<Worker> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`set synchronous_commit = off; set maintenance_work_mem = '256MB'; set work_mem = '64MB';
    set gin_pending_list_limit = '256MB'; set jit = off;
    -- Maintained fields (decision 0015) are computed once set-based after the load, not row by row.
    set session_replication_role = replica`);
  return { client, built: new Set() };
}

/**
 * `--table-scale usages=0.4,simcards=1`: a scale per table over the general one, so one table can be
 * sized for its scenario (2,000,000 SIM cards under 20,000,000 usages) without loading the rest.
 */
export function parseTableScale(value: string | undefined): Partial<Record<Table, number>> {
  const out: Partial<Record<Table, number>> = {};
  for (const pair of value ? value.split(',') : []) {
    const [name, s] = pair.split('=');
    if (!(name in BASE)) throw new Error(`--table-scale: unknown table ${name}`);
    const n = Number(s);
    if (!(n > 0)) throw new Error(`--table-scale: ${name} needs a positive scale`);
    out[name as Table] = n;
  }
  return out;
}

async function runStep(w: Worker, step: Step, scale: number, timings: Record<string, number>, touched: string[]) {
  const { client } = w;
  const target = FIXED.has(step.table) ? BASE[step.table] : Math.max(1, Math.round(BASE[step.table] * scale));
  const { rows } = await client.query(`select count(*)::int n from ${step.table}`);
  const existing: number = rows[0].n;
  if (existing >= target) {
    console.log(`${step.table.padEnd(16)} ${String(existing).padStart(9)} rows: at target ${target}, skipped`);
    return;
  }
  const started = Date.now();
  for (const map of step.before ?? []) {
    if (w.built.has(map)) continue;
    await client.query(`drop table if exists ${map}${map === 'site_map' ? ', cust_sites, cust_site_cnt' : ''}`);
    await client.query(MAPS[map]);
    w.built.add(map);
  }
  for (let lo = existing + 1; lo <= target; lo += CHUNK) {
    const hi = Math.min(target, lo + CHUNK - 1);
    await client.query('begin');
    const params: unknown[] = [lo, hi];
    if (step.sql.includes('$3')) params.push(target);
    await client.query(step.sql, params);
    await client.query('commit');
    if (target - existing > CHUNK) console.log(`  ${step.table} ${hi}/${target} (${fmtMs(Date.now() - started)})`);
  }
  timings[step.table] = Date.now() - started;
  touched.push(step.table);
  console.log(`${step.table.padEnd(16)} ${String(target - existing).padStart(9)} rows inserted in ${fmtMs(timings[step.table])}`);
}

export async function generate(opts: { scale: number; url?: string; jobs?: number; tables?: string[]; tableScale?: Partial<Record<Table, number>> }) {
  const url = opts.url ?? BENCH_DATABASE_URL;
  const jobs = Math.max(1, opts.jobs ?? 2);
  await ensureDatabase(url);
  const t0 = Date.now();
  const database = await openDatabase({ url });
  await database.close();
  console.log(`migrations applied in ${fmtMs(Date.now() - t0)}`);

  const workers = await Promise.all(Array.from({ length: jobs }, () => openWorker(url)));
  const timings: Record<string, number> = {};
  const touched: string[] = [];
  try {
    for (const phase of PHASES) {
      // Maps are rebuilt per phase: the tables of the previous phase have changed.
      for (const w of workers) {
        for (const map of w.built) await w.client.query(`drop table if exists ${map}${map === 'site_map' ? ', cust_sites, cust_site_cnt' : ''}`);
        w.built.clear();
      }
      // --tables: only these grow to the scale (1,000,000 invoices over a small order book).
      const queue = STEPS.filter((s) => phase.includes(s.table) && (!opts.tables || opts.tables.includes(s.table)));
      const parallel = phase === PHASES[0] ? 1 : workers.length;
      await Promise.all(
        workers.slice(0, parallel).map(async (w) => {
          for (let step = queue.shift(); step; step = queue.shift()) await runStep(w, step, opts.tableScale?.[step.table] ?? opts.scale, timings, touched);
        }),
      );
    }
    if (touched.includes('usages')) {
      const started = Date.now();
      const database = await openDatabase({ url });
      try {
        const { rows } = await workers[0].client.query(
          `select date_trunc('month', min(date))::date::text lo, date_trunc('month', max(date))::date::text hi from usages`,
        );
        await database.db.transaction((tx) => rebuildRollups(tx, rows[0].lo, rows[0].hi));
      } finally {
        await database.close();
      }
      timings.usage_rollups = Date.now() - started;
      touched.push('usage_rollups');
      console.log(`usage rollups rebuilt in ${fmtMs(timings.usage_rollups)}`);
    }
    if (touched.length) {
      const started = Date.now();
      const database = await openDatabase({ url });
      try {
        const fields = maintainedFields(allResources());
        // Triggers first (a database the server never started on has none), then the values, a table
        // at a time with its secondary indexes dropped and rebuilt: rewriting millions of rows while
        // keeping nine indexes in step took over an hour for the log of usage periods alone.
        const { installed } = await installMaintained(database, fields, { fill: false });
        const fixed: Record<string, number> = {};
        for (const table of [...new Set(fields.map((f) => f.table))]) {
          const t = Date.now();
          let rebuilt = 0;
          // One transaction per table: a run stopped half way leaves the table with all its indexes.
          await database.rawTransaction(async (run) => {
            const indexes = (
              await run(
                `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def from pg_index i
                 where i.indrelid = $1::regclass and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
                [table],
              )
            ).rows as { name: string; def: string }[];
            for (const i of indexes) await run(`drop index ${i.name}`);
            Object.assign(
              fixed,
              await repairTables(
                run,
                fields.filter((f) => f.table === table),
              ),
            );
            await run(`set local maintenance_work_mem = '512MB'`);
            for (const i of indexes) await run(i.def);
            rebuilt = indexes.length;
          });
          console.log(`  maintained fields of ${table} filled, ${rebuilt} indexes rebuilt (${fmtMs(Date.now() - t)})`);
          // Every row was rewritten: vacuum it below (visibility map for index-only scans, statistics).
          if (!touched.includes(table)) touched.push(table);
        }
        timings.maintained_fields = Date.now() - started;
        console.log(
          `maintained fields ${installed.length} installed and filled, ${Object.keys(fixed).length} recomputed, in ${fmtMs(timings.maintained_fields)}`,
        );
      } finally {
        await database.close();
      }
    }
    if (touched.length) {
      // VACUUM also merges the GIN pending lists (trigram and jsonb indexes) into the indexes.
      const started = Date.now();
      const queue = [...touched];
      await Promise.all(
        workers.map(async (w) => {
          for (let table = queue.shift(); table; table = queue.shift()) await w.client.query(`vacuum (analyze) ${table}`);
        }),
      );
      timings.vacuum_analyze = Date.now() - started;
      console.log(`vacuum analyze   ${touched.length} tables in ${fmtMs(timings.vacuum_analyze)}`);
    }
    const { client } = workers[0];
    await client.query(`create table if not exists bench_meta (key text primary key, value jsonb not null, updated_at timestamptz not null default now())`);
    await client.query(
      `insert into bench_meta (key, value) values ('generation', $1) on conflict (key) do update set value = excluded.value, updated_at = now()`,
      [JSON.stringify({ scale: opts.scale, table_scale: opts.tableScale, tables: opts.tables, jobs, timings, total_ms: Date.now() - t0 })],
    );
  } finally {
    await Promise.all(workers.map((w) => w.client.end()));
  }
  console.log(`generation done in ${fmtMs(Date.now() - t0)}`);
}
