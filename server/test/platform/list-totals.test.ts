// List totals (decision 0012): exact up to LIST_EXACT_TOTAL_LIMIT, flagged estimates above it that a
// background count makes exact; short pages prove their total; get-many never counts. The limit is
// lowered to 5 so a dozen rows reach every branch.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../src/db/schema/index.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let as: ReturnType<TestApp['as']>;
let ids: number[];

const list = async (query: string) => {
  const res = await as({ method: 'GET', url: `/api/v1/customers/?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as { results: { id: number; name: string }[]; count: number; count_estimated: boolean };
};

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const v = await read();
    if (done(v)) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition not reached');
}

beforeAll(async () => {
  t = await createTestApp({ LIST_EXACT_TOTAL_LIMIT: '5' });
  as = t.as((await createUser(t, 'staff')).token);
  const names = ['Kilo', 'Alpha', 'Lima', 'Echo', 'Bravo', 'India', 'Delta', 'Juliet', 'Golf', 'Charlie', 'Hotel', 'Foxtrot'];
  const rows = await t.database.db
    .insert(customers)
    .values(names.map((name) => ({ name })))
    .returning({ id: customers.id });
  ids = rows.map((r) => r.id);
});
afterAll(() => t.close());

describe('list totals', () => {
  it('answers an exact total, not flagged, at or below the limit', async () => {
    const page = await list(`q=o&page_size=2`);
    // Kilo, Echo, Bravo, Golf, Hotel, Foxtrot contain an "o": six, above the limit of five.
    expect(page.count_estimated).toBe(true);
    const small = await list(`q=alph&page_size=2`);
    expect(small).toMatchObject({ count: 1, count_estimated: false });
    const five = await list(`id=${ids.slice(0, 5).join(',')}`);
    expect(five).toMatchObject({ count: 5, count_estimated: false });
  });

  it('flags a total above the limit as an estimate, then makes it exact in the background', async () => {
    const first = await list('page_size=2');
    expect(first.count_estimated).toBe(true);
    expect(first.count).toBeGreaterThan(5);
    expect(first.results).toHaveLength(2);
    const settled = await until(
      () => list('page_size=2'),
      (p) => p.count === 12,
    );
    expect(settled.count_estimated).toBe(true);
    expect(settled.results.map((r) => r.id)).toEqual(first.results.map((r) => r.id));
  });

  it('proves the total with a short page, even above the limit', async () => {
    const last = await list('page_size=5&page=3');
    expect(last).toMatchObject({ count: 12, count_estimated: false });
    expect(last.results).toHaveLength(2);
  });

  it('pages in the requested order, the computed fields included, deep pages too', async () => {
    const all: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const p = await list(`sort=name&order=ASC&page_size=3&page=${page}`);
      expect(p.results.every((r: any) => r.sites_count === 0 && r.contacts_count === 0)).toBe(true);
      all.push(...p.results.map((r) => r.name));
    }
    expect(all).toEqual([...all].sort());
    expect(all).toHaveLength(12);
    const res = await as({ method: 'GET', url: '/api/v1/customers/?page_size=3&page=5' });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Invalid page.');
  });

  it('answers Invalid page past the end, estimated total or not, and 400 to a malformed page, data unchanged', async () => {
    for (const query of ['page_size=2&page=7', 'page_size=500&page=10000000', 'q=o&page_size=2&page=99', 'q=zzz&page=2']) {
      const res = await as({ method: 'GET', url: `/api/v1/customers/?${query}` });
      expect(res.statusCode, query).toBe(404);
      expect(res.json().detail, query).toBe('Invalid page.');
    }
    for (const query of ['page=0', 'page=-1', 'page=1.5', 'page_size=501', 'page_size=0', `q=${'x'.repeat(201)}`]) {
      expect((await as({ method: 'GET', url: `/api/v1/customers/?${query}` })).statusCode, query).toBe(400);
    }
    expect((await list('page_size=100')).count).toBe(12);
  });

  it('never counts for get-many: the total is the rows found', async () => {
    const many = await list(`id=${ids.join(',')}&id=999999`);
    expect(many).toMatchObject({ count: 12, count_estimated: false });
  });

  // Last: it adds thousands of customers.
  it('exports up to 5,000 rows and refuses one more, with a clear message and nothing written', async () => {
    await t.database.query(`insert into customers (name) select 'Bulk ' || g from generate_series(1, ${5000 - ids.length}) g`);
    const res = await as({ method: 'GET', url: '/api/v1/customers/export.xls' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as any);
    expect(book.worksheets[0].rowCount).toBe(5001);
    // Every row once and in the list's order, whatever the chunks its rows were read in (sized by time
    // on the embedded database, crud-routes.ts).
    const idColumn = (book.worksheets[0].getRow(1).values as unknown[]).indexOf('id');
    const exported: number[] = [];
    book.worksheets[0].eachRow((row, n) => {
      if (n > 1) exported.push(Number(row.getCell(idColumn).value));
    });
    const listed: number[] = [];
    for (let page = 1; page <= 10; page++) listed.push(...(await list(`page_size=500&page=${page}`)).results.map((r) => r.id));
    expect(exported).toEqual(listed);

    await t.database.query(`insert into customers (name) values ('One too many')`);
    const refused = await as({ method: 'GET', url: '/api/v1/customers/export.xls' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('Export is limited to 5000 rows; more match. Narrow the filters.');
    const narrowed = await as({ method: 'GET', url: '/api/v1/customers/export.xls?q=Kilo' });
    expect(narrowed.statusCode).toBe(200);
    const logs = await t.database.query(`select count(*)::int as n from logs`);
    expect(logs.rows[0].n).toBe(0);
  });
});
