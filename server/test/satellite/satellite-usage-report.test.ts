// The satellite usage report (spec 3 §2 Usage reports: /starlink_usages/reports grouped by customer,
// site or date; spec 1 §7 total_usage and total_price; docs/decisions/0034): the service lines' daily
// GB placed at their terminal's customer and site, priced with the starlink data pricing in force.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARLINK_USAGE_REPORT_GROUPS, roundEur } from '@console/contract';
import { dataPricings, starlinkAccounts, starlinkServiceLines, starlinkTerminals, starlinkUsages } from '../../src/db/schema/index.ts';
import { systemCtx } from '../../src/platform/context.ts';
import { syncUsages } from '../../src/resources/usage/usages/usage-sync.ts';
import { createUser } from '../support/helpers.ts';
import { usageSetup, type UsageCtx } from '../support/usage-fixtures.ts';

let c: UsageCtx;
let asSatellite: UsageCtx['asStaff'];
const range = 'start_date=2026-02-01&end_date=2026-02-28';
const get = async (url: string) => {
  const res = await asSatellite({ method: 'GET', url: `/api/v1${url}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  c = await usageSetup();
  asSatellite = c.t.as((await createUser(c.t, 'staff', { can_view_starlinks: true })).token);
  const [account] = await c.db.insert(starlinkAccounts).values({ account_number: 'ACC-1', account_name: 'Fleet' }).returning();
  const [l1, l2, l3] = await c.db
    .insert(starlinkServiceLines)
    .values(['SL-1', 'SL-2', 'SL-3'].map((n) => ({ service_line_number: n, account_number: 'ACC-1', starlink_account_id: account.id })))
    .returning();
  // Line 1 at Acme Antwerp, line 2 at Globex Ghent (with a second, later terminal elsewhere: the first
  // one places the line), line 3 on a terminal of no customer.
  await c.db.insert(starlinkTerminals).values([
    { terminal_id: 'UT-1', starlink_account_id: account.id, starlink_service_line_id: l1.id, customer_id: c.acme.id, site_id: c.acmeSite.id },
    { terminal_id: 'UT-2', starlink_account_id: account.id, starlink_service_line_id: l2.id, customer_id: c.globex.id, site_id: c.globexSite.id },
    { terminal_id: 'UT-2b', starlink_account_id: account.id, starlink_service_line_id: l2.id, customer_id: c.acme.id, site_id: c.acmeSite.id },
    { terminal_id: 'UT-3', starlink_account_id: account.id, starlink_service_line_id: l3.id },
  ]);
  const rows = [];
  for (let day = 25; day <= 31 + 5; day++) {
    const date = new Date(Date.UTC(2026, 0, day)).toISOString().slice(0, 10);
    rows.push(
      { starlink_service_line_id: l1.id, date, usage: 2 },
      { starlink_service_line_id: l2.id, date, usage: 1.5 },
      { starlink_service_line_id: l3.id, date, usage: 0.25 },
    );
  }
  for (let day = 6; day <= 28; day++) {
    const date = `2026-02-${String(day).padStart(2, '0')}`;
    rows.push(
      { starlink_service_line_id: l1.id, date, usage: 2 },
      { starlink_service_line_id: l2.id, date, usage: 1.5 },
      { starlink_service_line_id: l3.id, date, usage: 0.25 },
    );
  }
  await c.db.insert(starlinkUsages).values(rows);
  // 1 cent per MB for starlink, Globex pays half: precedence of decision 0022 (customer beats provider).
  await c.db.insert(dataPricings).values([
    { provider: 'starlink', price: 0.01 },
    { provider: 'starlink', customer_id: c.globex.id, price: 0.005 },
    { provider: 'telna', customer_id: c.acme.id, price: 99 },
  ]);
});
afterAll(async () => c.t.close());

describe('satellite usage report', () => {
  it('by customer: GB per customer of the line terminal, priced with the starlink pricing in force', async () => {
    const report = await get(`/starlink_usages/reports?${range}`);
    expect(report).toMatchObject({ source: 'starlink', group_by: 'customer', start_date: '2026-02-01', end_date: '2026-02-28' });
    const acme = report.results.find((r: any) => r.customer === 'Acme Shipping');
    const globex = report.results.find((r: any) => r.customer === 'Globex Retail');
    const none = report.results.find((r: any) => r.customer === null);
    expect(acme).toMatchObject({ usage: 56, price: roundEur(56 * 1024 * 0.01), customer_id: c.acme.id, key_id: c.acme.id });
    expect(globex).toMatchObject({ usage: 42, price: roundEur(42 * 1024 * 0.005) });
    expect(none).toMatchObject({ usage: 7, price: roundEur(7 * 1024 * 0.01), key_id: null });
    expect(report.count).toBe(3);
    // Largest first; totals equal the sum of the rows (spec 1 §7 reshaped answer).
    expect(report.results.map((r: any) => r.usage)).toEqual([56, 42, 7]);
    expect(report.total_usage).toBe(105);
    expect(report.total_price).toBe(roundEur(56 * 10.24 + 42 * 5.12 + 7 * 10.24));
  });

  it('by site and by date: the same totals', async () => {
    const bySite = await get(`/starlink_usages/reports?${range}&group_by=site`);
    expect(bySite.results.find((r: any) => r.site === 'Globex Ghent')).toMatchObject({ usage: 42, customer: 'Globex Retail', key_id: c.globexSite.id });
    expect(bySite.results.find((r: any) => r.site === 'Acme Antwerp')).toMatchObject({ usage: 56, customer: 'Acme Shipping' });
    const byDate = await get(`/starlink_usages/reports?${range}&group_by=date`);
    expect(byDate.results.map((r: any) => r.date)).toEqual(Array.from({ length: 28 }, (_, i) => `2026-02-${String(i + 1).padStart(2, '0')}`));
    expect(byDate.results[0]).toMatchObject({ usage: 3.75, customer: null });
    for (const report of [bySite, byDate]) {
      expect(report.total_usage).toBe(105);
      expect(report.total_price).toBe(roundEur(56 * 10.24 + 42 * 5.12 + 7 * 10.24));
    }
  });

  it('pages on the server when asked (decision 0044): pages one after another equal the whole answer, with its count and totals', async () => {
    for (const group of ['customer', 'site', 'date']) {
      const whole = await get(`/starlink_usages/reports?${range}&group_by=${group}`);
      const rows: any[] = [];
      for (let page = 1; page <= whole.count + 1; page += 1) {
        const answer = await get(`/starlink_usages/reports?${range}&group_by=${group}&page=${page}&page_size=2`);
        expect(answer).toMatchObject({ count: whole.count, total_usage: whole.total_usage, total_price: whole.total_price, page, page_size: 2 });
        rows.push(...answer.results);
        if (answer.results.length < 2) break;
      }
      expect(rows).toEqual(whole.results);
    }
    expect((await asSatellite({ method: 'GET', url: `/api/v1/starlink_usages/reports?${range}&page_size=1000` })).statusCode).toBe(400);
  });

  it('defaults to the start of the month to today, by customer', async () => {
    const report = await get('/starlink_usages/reports');
    const today = new Date().toISOString().slice(0, 10);
    expect(report).toMatchObject({ source: 'starlink', group_by: 'customer', end_date: today, start_date: `${today.slice(0, 7)}-01` });
  });

  it('refuses the mobile groupings, other sources and a reversed range with 400', async () => {
    for (const query of [
      'group_by=pool',
      'group_by=iccid',
      'group_by=device',
      'source=telna',
      'start_date=2026-03-01&end_date=2026-02-01',
      'start_date=yesterday',
    ]) {
      const res = await asSatellite({ method: 'GET', url: `/api/v1/starlink_usages/reports?${query}` });
      expect(res.statusCode, query).toBe(400);
    }
    expect(STARLINK_USAGE_REPORT_GROUPS).toEqual(['customer', 'site', 'date']);
  });

  it('the mobile report of source starlink answers the same figures; SIM groupings are refused for it', async () => {
    const mobile = await get(`/usages/reports?${range}&source=starlink`);
    expect(mobile.total_usage).toBe(105);
    expect((await asSatellite({ method: 'GET', url: `/api/v1/usages/reports?${range}&source=starlink&group_by=iccid` })).statusCode).toBe(400);
  });

  it('exports the same rows and totals', async () => {
    const res = await asSatellite({ method: 'GET', url: `/api/v1/starlink_usages/reports/export.xls?${range}&group_by=site` });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as any);
    const sheet = book.worksheets[0];
    const values = sheet
      .getSheetValues()
      .filter(Boolean)
      .map((row: any) => row.slice(1));
    expect(values[0]).toEqual(['Site', 'Customer', 'Usage (GB)', 'Price (EUR)']);
    expect(values.at(-1)).toEqual(['Total', 'Total', 105, roundEur(56 * 10.24 + 42 * 5.12 + 7 * 10.24)]);
  });

  it('the usage dashboard shows satellite usage of this month, once landed as source starlink, with the figures of the report', async () => {
    const [line] = await c.db.select().from(starlinkServiceLines).limit(1);
    const today = new Date().toISOString().slice(0, 10);
    await c.db.insert(starlinkUsages).values({ starlink_service_line_id: line.id, date: today, usage: 3.5 });
    // The dashboard reads the usage records' rollups (decision 0042): the starlink source lands the mirror's days.
    await syncUsages(c.db, { ...systemCtx, services: c.t.app.services }, `${today.slice(0, 7)}-01`, today, ['starlink']);
    const res = await asSatellite({ method: 'GET', url: '/api/v1/admin/dashboard/usages/stats' });
    expect(res.statusCode).toBe(200);
    const satellite = res.json().sources.find((s: any) => s.source === 'starlink');
    const thisMonth = await get('/starlink_usages/reports');
    expect(thisMonth.total_usage).toBeGreaterThanOrEqual(3.5);
    expect(satellite.this_month_usage).toBe(thisMonth.total_usage);
    expect(satellite.this_month_price).toBe(thisMonth.total_price);
    expect(res.json().monthly.at(-1).starlink).toBe(thisMonth.total_usage);
  });

  it('needs the satellite permission', async () => {
    expect((await c.asStaff({ method: 'GET', url: `/api/v1/starlink_usages/reports?${range}` })).statusCode).toBe(403);
    expect((await c.asStaff({ method: 'GET', url: `/api/v1/starlink_usages/reports/export.xls?${range}` })).statusCode).toBe(403);
  });
});
