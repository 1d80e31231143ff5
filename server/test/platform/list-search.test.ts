// q on every list (spec 1 §2, API conventions): a list searches something meaningful or refuses q
// with a 400 naming the list; it never answers the whole list as if q were not there. And every
// query key a list does not know is refused, __proto__ included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseListQuery } from '../../src/platform/list-query.ts';
import { allResources } from '../../src/platform/registry.ts';
import { wansResource } from '../../src/resources/inventory/wans/wans.resource.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let admin: ReturnType<TestApp['as']>;
const q = (sqlText: string, params: unknown[] = []) => t.database.query(sqlText, params).then((r) => r.rows as any[]);

beforeAll(async () => {
  t = await createTestApp();
  admin = t.as((await createUser(t, 'admin')).token);
  const [a] = await q(`insert into devices (serial, name, ports_map) values ('SRCH-ALPHA', 'Alpha router', '{}') returning id`);
  const [b] = await q(`insert into devices (serial, name, ports_map) values ('SRCH-BRAVO', 'Bravo router', '{}') returning id`);
  const [simA] = await q(`insert into simcards (iccid, imsi, device_id) values ('8932000000000000111', '206010000000111', $1) returning id`, [a.id]);
  const [simB] = await q(`insert into simcards (iccid, imsi, device_id) values ('8932000000000000222', '206010000000222', $1) returning id`, [b.id]);
  await q(`insert into wans (device_id, name, ip_address) values ($1, 'Cellular Alpha', '10.1.1.1'), ($2, 'Fiber Bravo', '10.2.2.2')`, [a.id, b.id]);
  await q(
    `insert into speedtests (device_id, device_serial, device_name, remote_serial, remote_name, status) values ($1, 'SRCH-ALPHA', 'Alpha router', 'R-1', 'Remote one', 'done'), ($2, 'SRCH-BRAVO', 'Bravo router', 'R-2', 'Remote two', 'done')`,
    [a.id, b.id],
  );
  await q(
    `insert into usages (date, source, sim_id, device_id, bytes) values ('2026-01-01', 'incontrol', $1, $2, 10), ('2026-01-01', 'incontrol', $3, $4, 20)`,
    [simA.id, a.id, simB.id, b.id],
  );
  await q(
    `insert into location_updates (sim_id, iccid, timestamp, type, network_name) values ($1, '8932000000000000111', now(), 'LU', 'Proximus'), ($2, '8932000000000000222', now(), 'LU', 'Orange')`,
    [simA.id, simB.id],
  );
});
afterAll(() => t.close());

const list = (url: string) => admin({ method: 'GET', url });

describe('q on the lists that used to ignore it', () => {
  const cases: [string, string, (row: any) => unknown, unknown][] = [
    ['speedtests', 'alpha', (r) => r.device_serial, 'SRCH-ALPHA'],
    ['speedtests', 'remote two', (r) => r.device_serial, 'SRCH-BRAVO'],
    ['wans', 'fiber', (r) => r.name, 'Fiber Bravo'],
    ['wans', '10.1.1', (r) => r.name, 'Cellular Alpha'],
    ['usages', '0000222', (r) => r.bytes, 20],
    ['usages', '206010000000111', (r) => r.bytes, 10],
    ['location_updates', '0000111', (r) => r.network_name, 'Proximus'],
  ];
  for (const [name, term, pick, expected] of cases) {
    it(`${name}: q=${term} finds the matching rows only`, async () => {
      const all = await list(`/api/v1/${name}/`);
      expect(all.json().count).toBe(2);
      const res = await list(`/api/v1/${name}/?q=${encodeURIComponent(term)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().results.map(pick)).toEqual([expected]);
      expect((await list(`/api/v1/${name}/?q=no-such-thing-anywhere`)).json().results).toEqual([]);
    });
  }

  it('an empty q is omitted like any empty filter', async () => {
    expect((await list('/api/v1/wans/?q=')).json().count).toBe(2);
  });
});

describe('every list', () => {
  it('declares something to search, or refuses q with a 400 naming the list', async () => {
    const silent: string[] = [];
    for (const def of allResources()) {
      const res = await list(`/api/v1/${def.name}/?q=zz-unlikely-term`);
      if (res.statusCode === 404) continue; // no generic list route
      const refused = res.statusCode === 400 && res.json().message === `The ${def.name} list cannot be searched.`;
      const searches = def.searchable.length > 0 || def.search !== undefined;
      if (!(searches ? res.statusCode === 200 : refused)) silent.push(`${def.name} -> ${res.statusCode}`);
    }
    expect(silent).toEqual([]);
  });

  it('refuses q with a 400 naming the list when it has nothing to search', () => {
    const bare = { ...wansResource, name: 'gadgets', searchable: [], search: undefined };
    expect(() => parseListQuery(bare, { q: 'abc' })).toThrow('The gadgets list cannot be searched.');
    expect(parseListQuery(bare, { q: '  ' }).searched).toBe(false);
  });

  it('refuses __proto__ like any unknown filter, on lists and exports', async () => {
    for (const url of ['/api/v1/customers/?__proto__=1', '/api/v1/wans/?__proto__=x', '/api/v1/customers/export.xls?__proto__=1']) {
      const res = await list(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: 'Unknown filter: __proto__.' });
      // A literal { __proto__: ... } would set a prototype, not a key: compare the errors as entries.
      expect(Object.entries(res.json().errors)).toEqual([['__proto__', 'Unknown filter.']]);
    }
    const other = await list('/api/v1/customers/?nonsense=1');
    expect(other.json()).toMatchObject({ message: 'Unknown filter: nonsense.', errors: { nonsense: 'Unknown filter.' } });
  });
});
