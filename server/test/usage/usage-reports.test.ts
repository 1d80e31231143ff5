// The usage list (spec 3 §2 Data usages), the report (Usage reports; spec 1 §7 total_usage and
// total_price), the sync helper (§8 messages) and the usage dashboard's stats.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { USAGE_MESSAGES, USAGE_REPORT_GROUPS, bytesToGb, roundEur } from '@console/contract';
import { dataPricings, usages } from '../../src/db/schema/index.ts';
import { ingestUsages, type UsageInput } from '../../src/resources/usage/usages/usage-ingest.ts';
import { USAGE_FETCHERS } from '../../src/resources/usage/usages/usage-sources.ts';
import { lastMonth } from '../../src/resources/usage/usages/usage-sync.ts';
import { rowsOf } from '../../src/db/rows.ts';
import { MB, syncAndWait, usageSetup, type UsageCtx } from '../support/usage-fixtures.ts';

let c: UsageCtx;
beforeAll(async () => {
  c = await usageSetup();
  await c.db.insert(dataPricings).values([
    { provider: 'telna', price: 0.015 },
    { provider: 'telna', customer_id: c.globex.id, price: 0.011 },
  ]);
  // Two SIMs of two customers, Telna, every day from 20 January to 10 March 2026 (whole February,
  // partial January and March), and one Webbing SIM on a few days.
  const rows: UsageInput[] = [];
  for (let t = Date.UTC(2026, 0, 20); t <= Date.UTC(2026, 2, 10); t += 86_400_000) {
    const date = new Date(t).toISOString().slice(0, 10);
    const n = new Date(t).getUTCDate();
    rows.push(c.record({ date, bytes: (50 + n) * MB + 12_345 }));
    rows.push(c.record({ date, sim_id: c.simB.id, imsi: c.simB.imsi, customer_id: c.globex.id, site_id: c.globexSite.id, bytes: (20 + 3 * n) * MB }));
  }
  rows.push(c.record({ date: '2026-02-14', source: 'webbing', sim_id: c.simC.id, imsi: c.simC.imsi, bytes: 999 * MB }));
  await c.db.transaction((tx) => ingestUsages(tx, rows));
});
afterAll(async () => c.t.close());

const get = async (url: string) => {
  const res = await c.asStaff({ method: 'GET', url: `/api/v1${url}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('usage report', () => {
  for (const group of USAGE_REPORT_GROUPS) {
    it(`grouped by ${group}: total_usage and total_price equal the sum of the listed records`, async () => {
      const range = 'start_date=2026-01-25&end_date=2026-03-05&source=telna';
      const report = await get(`/usages/reports?${range}&group_by=${group}`);
      const records = await get(`/usages/?${range}&page_size=500`);
      expect(records.count).toBeGreaterThan(60);
      const bytes = await c.db
        .select({ b: sql<string>`sum(bytes)`, p: sql<string>`sum(total_price)` })
        .from(usages)
        .where(sql`source = 'telna' and date between '2026-01-25' and '2026-03-05'`);
      expect(report.total_usage).toBe(bytesToGb(Number(bytes[0].b)));
      expect(report.total_price).toBe(roundEur(Number(bytes[0].p)));
      // The same figures as the list: its GB column summed, its prices summed.
      const listPrice = records.results.reduce((n: number, r: any) => n + Number(r.total_price), 0);
      expect(report.total_price).toBe(roundEur(listPrice));
      expect(Math.abs(report.total_usage - records.results.reduce((n: number, r: any) => n + r.total, 0))).toBeLessThan(0.001 * records.count);
      // The rows add up to the totals.
      expect(Math.abs(report.results.reduce((n: number, r: any) => n + r.price, 0) - report.total_price)).toBeLessThan(0.01 * report.count);
      expect(report.count).toBe(report.results.length);
    });
  }

  it('answers the rows of the spec with names and keys', async () => {
    const byCustomer = await get('/usages/reports?start_date=2026-02-01&end_date=2026-02-28&source=telna&group_by=customer');
    expect(byCustomer.results.map((r: any) => r.customer).sort()).toEqual(['Acme Shipping', 'Globex Retail']);
    expect(Object.keys(byCustomer.results[0]).sort()).toEqual(
      ['customer', 'customer_id', 'date', 'device', 'iccid', 'id', 'key_id', 'pool', 'price', 'site', 'usage'].sort(),
    );
    const bySim = await get('/usages/reports?start_date=2026-02-01&end_date=2026-02-28&source=telna&group_by=iccid');
    expect(bySim.results.map((r: any) => r.iccid).sort()).toEqual([c.simA.iccid, c.simB.iccid]);
    const byDate = await get('/usages/reports?start_date=2026-02-01&end_date=2026-02-28&source=telna&group_by=date');
    expect(byDate.results.length).toBe(28);
    expect(byDate.results[0].date).toBe('2026-02-01');
    // Globex at its own price: 0.011 per MB.
    const globex = byCustomer.results.find((r: any) => r.customer === 'Globex Retail');
    const mb = Array.from({ length: 28 }, (_, i) => 20 + 3 * (i + 1)).reduce((a, b) => a + b, 0);
    expect(globex.price).toBe(roundEur(mb * 0.011));
    // Source filter: the webbing day only.
    const webbing = await get('/usages/reports?start_date=2026-02-01&end_date=2026-02-28&source=webbing&group_by=site');
    expect(webbing.results).toMatchObject([{ site: 'Acme Antwerp', customer: 'Acme Shipping', usage: bytesToGb(999 * MB) }]);
  });

  it('exports the rows of the report with the same GB and euro figures, and their total', async () => {
    const query = 'start_date=2026-02-01&end_date=2026-02-28&source=telna&group_by=site';
    const report = await get(`/usages/reports?${query}`);
    const res = await c.asStaff({ method: 'GET', url: `/api/v1/usages/reports/export.xls?${query}` });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as any);
    const rows = book.worksheets[0]
      .getSheetValues()
      .filter(Boolean)
      .map((r: any) => r.slice(1));
    expect(rows[0]).toEqual(['Site', 'Customer', 'Usage (GB)', 'Price (EUR)']);
    expect(rows.slice(1, -1)).toEqual(report.results.map((r: any) => [r.site, r.customer, r.usage, r.price]));
    expect(rows.at(-1)).toEqual(['Total', 'Total', report.total_usage, report.total_price]);
  });

  it('defaults to incontrol, customer, and this month; refuses a reversed range or an unknown grouping', async () => {
    const report = await get('/usages/reports');
    expect(report).toMatchObject({ source: 'incontrol', group_by: 'customer', end_date: new Date().toISOString().slice(0, 10) });
    expect(report.start_date).toBe(`${new Date().toISOString().slice(0, 7)}-01`);
    expect((await c.asStaff({ method: 'GET', url: '/api/v1/usages/reports?start_date=2026-03-01&end_date=2026-02-01' })).statusCode).toBe(400);
    expect((await c.asStaff({ method: 'GET', url: '/api/v1/usages/reports?group_by=planet' })).statusCode).toBe(400);
  });
});

describe('usage report paged by the server (extension, docs/decisions/0044)', () => {
  const ranges = {
    'one whole month (month rollups as they are)': 'start_date=2026-02-01&end_date=2026-02-28',
    'partial months (aggregated)': 'start_date=2026-01-25&end_date=2026-03-05',
  };
  const pagesOf = async (query: string, size: number) => {
    const rows: any[] = [];
    let first: any;
    for (let page = 1; page < 100; page += 1) {
      const answer = await get(`/usages/reports?${query}&page=${page}&page_size=${size}`);
      first ??= answer;
      expect(answer).toMatchObject({ page, page_size: size, total_usage: first.total_usage, total_price: first.total_price, count: first.count });
      expect(answer.results.length).toBeLessThanOrEqual(size);
      rows.push(...answer.results);
      if (answer.results.length < size) break;
    }
    return { rows, first };
  };

  for (const [name, range] of Object.entries(ranges)) {
    for (const group of USAGE_REPORT_GROUPS) {
      it(`${name}, by ${group}: pages one after another equal the whole answer, with its count and totals`, async () => {
        const query = `${range}&source=telna&group_by=${group}`;
        const whole = await get(`/usages/reports?${query}`);
        expect(whole.count).toBeGreaterThan(0);
        const size = group === 'date' ? 7 : 1;
        const { rows, first } = await pagesOf(query, size);
        expect(rows).toEqual(whole.results);
        expect(first.count).toBe(whole.count);
        expect(first.total_usage).toBe(whole.total_usage);
        expect(first.total_price).toBe(whole.total_price);
        // The totals are over every row, not the page's.
        const [sums] = await c.db
          .select({ b: sql<string>`sum(bytes)`, p: sql<string>`sum(total_price)` })
          .from(usages)
          .where(sql`source = 'telna' and date between ${range.slice(11, 21)} and ${range.slice(-10)}`);
        expect(first.total_usage).toBe(bytesToGb(Number(sums.b)));
        expect(first.total_price).toBe(roundEur(Number(sums.p)));
      });
    }
  }

  it('sorts by usage, price or key, both ways, and pages the same order', async () => {
    const range = 'start_date=2026-01-25&end_date=2026-03-05&source=telna&group_by=date';
    const whole = (await get(`/usages/reports?${range}`)).results;
    const check = async (sort: string, order: string, expected: any[]) => {
      const { rows } = await pagesOf(`${range}&sort=${sort}&order=${order}`, 10);
      expect(rows).toEqual(expected);
    };
    const byKey = (a: any, b: any) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    await check('key', 'asc', [...whole].sort(byKey));
    await check('key', 'DESC', [...whole].sort(byKey).reverse());
    await check(
      'usage',
      'desc',
      [...whole].sort((a, b) => b.usage - a.usage || byKey(b, a)),
    );
    await check(
      'usage',
      'asc',
      [...whole].sort((a, b) => a.usage - b.usage || byKey(a, b)),
    );
    await check(
      'price',
      'desc',
      [...whole].sort((a, b) => b.price - a.price || byKey(b, a)),
    );
    // By SIM, largest first by default, by id on request.
    const bySim = await get('/usages/reports?start_date=2026-02-01&end_date=2026-02-28&source=telna&group_by=iccid&page=1&page_size=100');
    expect(bySim).toMatchObject({ sort: 'usage', order: 'desc', count: 2 });
    expect(bySim.results[0].usage).toBeGreaterThanOrEqual(bySim.results[1].usage);
    const byId = await get('/usages/reports?start_date=2026-02-01&end_date=2026-02-28&source=telna&group_by=iccid&page=1&sort=key');
    expect(byId.results.map((r: any) => r.key_id)).toEqual([c.simA.id, c.simB.id].sort((a, b) => a - b));
    // A page past the end: no rows, the same count and totals.
    const past = await get('/usages/reports?start_date=2026-02-01&end_date=2026-02-28&source=telna&group_by=iccid&page=3&page_size=1');
    expect(past).toMatchObject({ results: [], count: 2, total_usage: bySim.total_usage, total_price: bySim.total_price });
  });

  it('pages a folded month by SIM or device through its rank indexes, by usage and by price, both ways (decision 0047)', async () => {
    const { reportRowsStatement } = await import('../../src/resources/usage/usages/usage-reports.ts');
    for (const group_by of ['iccid', 'device'] as const) {
      for (const [sort, index] of [
        ['usage', 'usage_rollups_month_usage_idx'],
        ['price', 'usage_rollups_month_price_idx'],
      ] as const) {
        for (const order of ['desc', 'asc'] as const) {
          const q = { start_date: '2026-02-01', end_date: '2026-02-28', source: 'telna', group_by } as const;
          const statement = await reportRowsStatement(c.db, q, { page: 2, page_size: 1, sort, order });
          const plan = await c.db.transaction(async (tx) => {
            // The test's month has two rows: make a sort dearer than any index walk, so the plan shows whether the index can serve.
            await tx.execute(sql`set local enable_sort = off`);
            await tx.execute(sql`set local enable_seqscan = off`);
            return rowsOf(await tx.execute(sql`explain ${statement}`))
              .map((r) => String(r['QUERY PLAN']))
              .join('\n');
          });
          expect(plan, `${group_by} by ${sort} ${order}`).toContain(index);
          expect(plan).not.toMatch(/Sort Key: usage_rollups/);
        }
      }
    }
  });

  it("answers the spec's whole report without the new parameters, and exports every row whatever the page", async () => {
    const query = 'start_date=2026-02-01&end_date=2026-02-28&source=telna&group_by=date';
    const whole = await get(`/usages/reports?${query}`);
    expect(Object.keys(whole).sort()).toEqual(['count', 'end_date', 'group_by', 'results', 'source', 'start_date', 'total_price', 'total_usage']);
    expect(whole.count).toBe(whole.results.length);
    const res = await c.asStaff({ method: 'GET', url: `/api/v1/usages/reports/export.xls?${query}&page=2&page_size=5` });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as any);
    const rows = book.worksheets[0]
      .getSheetValues()
      .filter(Boolean)
      .map((r: any) => r.slice(1));
    expect(rows.length).toBe(whole.results.length + 2);
    expect(rows.at(-1)).toEqual(['Total', whole.total_usage, whole.total_price]);
  });

  it('reads every row for the export through a cursor, batch by batch, and ends its transaction when the reader stops', async () => {
    const { usageReportRows } = await import('../../src/resources/usage/usages/usage-reports.ts');
    const q = { start_date: '2026-01-25', end_date: '2026-03-05', source: 'telna', group_by: 'date' } as const;
    const whole = await get(`/usages/reports?start_date=${q.start_date}&end_date=${q.end_date}&source=telna&group_by=date&sort=usage`);
    const { totals, batches } = await usageReportRows(c.db, q, { sort: 'usage' }, 7);
    const sizes: number[] = [];
    const rows: any[] = [];
    for await (const batch of batches) {
      sizes.push(batch.length);
      rows.push(...batch);
    }
    expect(rows).toEqual(whole.results);
    expect(sizes.slice(0, -1).every((n) => n === 7)).toBe(true);
    expect(totals).toEqual({ total_usage: whole.total_usage, total_price: whole.total_price });
    // A reader that stops after one batch: the transaction ends, the database answers the next request.
    const stopped = await usageReportRows(c.db, q, {}, 5);
    for await (const batch of stopped.batches) {
      expect(batch.length).toBe(5);
      break;
    }
    expect((await get(`/usages/reports?start_date=${q.start_date}&end_date=${q.end_date}&source=telna&group_by=date&page=1`)).count).toBe(whole.count);
  });

  it('refuses bad paging with 400 and a message per parameter', async () => {
    const base = '/api/v1/usages/reports?start_date=2026-02-01&end_date=2026-02-28&source=telna&group_by=iccid';
    for (const [param, value] of [
      ['page', '0'],
      ['page', 'two'],
      ['page_size', '501'],
      ['page_size', '0'],
      ['page_size', '1.5'],
      ['sort', 'name'],
      ['order', 'up'],
    ]) {
      const res = await c.asStaff({ method: 'GET', url: `${base}&${param}=${value}` });
      expect(res.statusCode, `${param}=${value}`).toBe(400);
      expect(res.body, `${param}=${value}`).toContain(param);
    }
    // The last page a client may ask: no rows, no error.
    const far = await get('/usages/reports?start_date=2026-02-01&end_date=2026-02-28&source=telna&group_by=iccid&page=10000000&page_size=500');
    expect(far).toMatchObject({ results: [], count: 2 });
  });
});

describe('usage series of a SIM, device or site', () => {
  it("reads one source: the SIM's provider for a SIM, the controller otherwise, or the source asked", async () => {
    await c.db.transaction((tx) =>
      ingestUsages(tx, [c.record({ date: '2026-03-01', source: 'incontrol', wan_name: 'Cellular 1', country_code: null, vpmn: null, bytes: 1024 * MB })]),
    );
    const series = (q: string) => get(`/stats/usages?sim_id=${c.simA.id}&start_date=2026-03-01&end_date=2026-03-01${q}`);
    expect(await series('')).toEqual([{ date: '2026-03-01', value: bytesToGb(51 * MB + 12_345) }]);
    expect(await series('&source=incontrol')).toEqual([{ date: '2026-03-01', value: 1 }]);
    expect(await get(`/stats/usages?site_id=${c.acmeSite.id}&start_date=2026-03-01&end_date=2026-03-01`)).toEqual([{ date: '2026-03-01', value: 1 }]);
    expect((await c.asStaff({ method: 'GET', url: `/api/v1/stats/usages?sim_id=${c.simA.id}&source=moon` })).statusCode).toBe(400);
  });
});

describe('usages list', () => {
  it('filters by source, dates, SIM, supplier and q, with formatted ICCID, site, GB and price', async () => {
    const list = await get(`/usages/?source=telna&start_date=2026-02-10&end_date=2026-02-10&sim_id=${c.simA.id}`);
    expect(list.count).toBe(1);
    expect(list.results[0]).toMatchObject({
      date: '2026-02-10',
      source: 'telna',
      simcard: '8944 5000 0000 0000 011',
      site_name: 'Acme Antwerp',
      total: bytesToGb(60 * MB + 12_345),
      total_price: 0.900177,
    });
    expect((await get('/usages/?supplier_name=Webbing')).count).toBe(1);
    expect((await get('/usages/?q=0000000000022&start_date=2026-03-01')).count).toBe(10);
    expect((await c.asStaff({ method: 'GET', url: '/api/v1/usages/?start_date=yesterday' })).statusCode).toBe(400);
    const xls = await c.asStaff({ method: 'GET', url: '/api/v1/usages/export.xls?source=webbing' });
    expect(xls.statusCode).toBe(200);
  });
});

describe('sync last-month usages and the dashboard', () => {
  it('queues the daily fetch on pg-boss at the configured hour, once per day', async () => {
    const { nextSyncAt } = await import('../../src/resources/usage/usages/usage-jobs.ts');
    expect(nextSyncAt(2, Date.UTC(2026, 4, 10, 1, 0)).toISOString()).toBe('2026-05-10T02:00:00.000Z');
    expect(nextSyncAt(2, Date.UTC(2026, 4, 10, 2, 0)).toISOString()).toBe('2026-05-11T02:00:00.000Z');
    const { usageSetup: setup } = await import('../support/usage-fixtures.ts');
    const on = await setup({ USAGE_SYNC: 'on' });
    try {
      let jobs: any[] = [];
      for (let i = 0; i < 100 && jobs.length === 0; i += 1) {
        await new Promise((r) => setTimeout(r, 100));
        jobs = (await on.t.database.query("select name, singleton_key, start_after from pgboss.job where name = 'usages-sync'").catch(() => ({ rows: [] })))
          .rows;
      }
      expect(jobs.length).toBe(1);
      expect(jobs[0].singleton_key).toMatch(/^usages-sync:\d{4}-\d{2}-\d{2}$/);
    } finally {
      await on.t.close();
    }
  });

  it("fetches last month from every source through the simulators: 'Last month data usages updated'", async () => {
    const res = await syncAndWait(c);
    expect(res).toMatchObject({ success: true, message: USAGE_MESSAGES.synced, status: 'done', progress: 100 });
    const month = lastMonth();
    const days = Number(month.end.slice(8, 10));
    // Three SIMs (two Telna, one Webbing) of the simulators, one record per day each.
    const [n] = await c.db
      .select({ n: sql<number>`count(*)::int` })
      .from(usages)
      .where(sql`date between ${month.start} and ${month.end} and source in ('telna', 'webbing')`);
    expect(n.n).toBe(3 * days);
    // Again: nothing more.
    await syncAndWait(c);
    const [again] = await c.db
      .select({ n: sql<number>`count(*)::int` })
      .from(usages)
      .where(sql`date between ${month.start} and ${month.end} and source in ('telna', 'webbing')`);
    expect(again.n).toBe(n.n);
  });

  it("answers 'Synchronization failed' when the sources cannot be read", async () => {
    const saved = { ...USAGE_FETCHERS };
    for (const k of Object.keys(USAGE_FETCHERS) as (keyof typeof USAGE_FETCHERS)[]) {
      USAGE_FETCHERS[k] = { source: k, fetch: async () => ({ rows: [], failures: [`${k}: HTTP 503`] }) };
    }
    try {
      const res = await syncAndWait(c);
      expect(res).toMatchObject({ success: false, message: USAGE_MESSAGES.syncFailed, status: 'failed' });
    } finally {
      Object.assign(USAGE_FETCHERS, saved);
    }
  });

  it('answers usage per source for this month, last month and twelve months', async () => {
    const stats = await get('/admin/dashboard/usages/stats');
    expect(stats.sources.map((s: any) => s.source)).toEqual(['incontrol', 'telna', 'webbing', 'phenix', 'starlink']);
    expect(stats.monthly.length).toBe(12);
    const month = lastMonth().start.slice(0, 7);
    const [telna] = await c.db.select({ b: sql<string>`sum(bytes)` }).from(usages).where(sql`source = 'telna' and to_char(date, 'YYYY-MM') = ${month}`);
    expect(stats.sources[1].last_month_usage).toBe(bytesToGb(Number(telna.b)));
    expect(stats.monthly.at(-2).telna).toBe(bytesToGb(Number(telna.b)));
  });
});
