import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/seed/demo.ts';
import type { SimsDemoCounts } from '../../src/seed/demo-sims.ts';
import { initialSimStatus } from '../../src/integrations/sim-providers/simulator.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let counts: SimsDemoCounts;
const q = async (text: string, params: unknown[] = []) => (await t.database.query(text, params)).rows as any[];
const silent = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {}, child: () => silent } as any;

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, 'admin');
  // The demo seeds devices before SIMs, in one transaction; its counts include the SIM ones.
  counts = (await seedDemo(t.database.db, silent)) as unknown as SimsDemoCounts;
}, 240_000);
afterAll(() => t.close());

describe('demo SIM cards', () => {
  it('seeds providers, pools and about 700 SIMs, most attached, some eSIMs, free and archived', async () => {
    expect(counts.providers).toBe(5);
    expect(counts.simcards).toBeGreaterThan(600);
    expect(counts.attached).toBeGreaterThan(counts.simcards / 2);
    expect(counts.esims).toBeGreaterThan(5);
    expect(counts.location_updates).toBeGreaterThan(0);
    const [r] = await q(
      `select count(*) filter (where archived_at is not null)::int archived, count(*) filter (where device_id is null and archived_at is null and type = 'sim')::int free from simcards`,
    );
    expect(r.archived).toBeGreaterThan(0);
    expect(r.free).toBeGreaterThan(50);
  });

  it('keeps the SIM rows, the ports maps and the open periods consistent', async () => {
    const mismatched = await q(`
      select s.id from simcards s join devices d on d.id = s.device_id
      where (d.ports_map ->> s.device_port_name)::int is distinct from s.id`);
    expect(mismatched).toEqual([]);
    const orphanPorts = await q(`
      select d.id, k.key from devices d cross join lateral jsonb_each(d.ports_map) k
      where k.value <> 'null'::jsonb and not exists (select 1 from simcards s where s.id = (k.value)::int and s.device_id = d.id and s.device_port_name = k.key)`);
    expect(orphanPorts).toEqual([]);
    const [{ c }] = await q(
      `select count(*)::int c from simcards s where s.device_id is not null and not exists (select 1 from records r where r.object_type = 'simcard' and r.object_id = s.id and r.end_date is null and r.device_id = s.device_id)`,
    );
    expect(c).toBe(0);
    const badParents = await q(
      `select e.id from simcards e left join simcards p on p.id = e.parent_id where e.type = 'esim' and (p.id is null or p.type <> 'sim')`,
    );
    expect(badParents).toEqual([]);
  });

  it('stores for manageable SIMs the status the provider simulator reports', async () => {
    const rows = await q(`select s.iccid, s.status from simcards s join providers p on p.id = s.provider_id where p.api is not null and s.archived_at is null`);
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.filter((r) => r.status !== initialSimStatus(r.iccid))).toEqual([]);
  });
});
