// Data pricing and usage (spec 3 §2, §6; issue 12): a pricing manager adds a customer pricing, runs
// Update Usages and follows it to the end, opens the usage report for last month grouped by customer,
// selects bars of the chart and exports the report; a staff member without can_manage_pricing sees
// no Pricing menu and the API answers 403.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { Api, ApiError, createStaffUser, setFirstPassword, type StaffUser } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { apiAnswer, chooseAutocomplete } from '../support/inventory.ts';
import { signIn, waitForPath } from '../support/journeys.ts';

const e2e = inject('e2e');
const PASSWORD = 'Usage-Journey-Password-1';

interface ReportRow {
  customer: string | null;
  customer_id: number | null;
  usage: number;
}
interface Pricing {
  id: number;
  provider: string;
  customer_id: number | null;
  price: number;
}

describe.skipIf(!e2e)('Data pricing and usage reports', () => {
  const browser = useBrowser();
  let admin: Api;
  let manager: StaffUser;
  let plain: StaffUser;

  beforeAll(async () => {
    admin = await Api.signIn(e2e!.baseURL, e2e!.adminEmail, e2e!.adminPassword);
    manager = await createStaffUser(admin, 'pricing');
    await admin.request('PUT', `users/${manager.id}`, { can_manage_pricing: true });
    await setFirstPassword(admin, manager, PASSWORD);
    plain = await createStaffUser(admin, 'nopricing');
    await setFirstPassword(admin, plain, PASSWORD);
    // The demo's year of usage loads in the background after the server starts.
    for (let i = 0; i < 100; i += 1) {
      if ((await admin.get<{ count: number }>('usages/?page_size=1')).count > 0) return;
      await new Promise((r) => setTimeout(r, 1000));
    }
    throw new Error('e2e set-up: the demo usage did not load');
  });

  it('adds a customer pricing, updates the usages, reads last month by customer in the chart and exports it', async () => {
    const { page } = browser.current;
    const api = await Api.signIn(e2e!.baseURL, manager.email, PASSWORD);
    // A customer with controller usage last month (the demo has twelve months of it).
    const now = new Date();
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
    const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0)).toISOString().slice(0, 10);
    const before = await api.get<{ results: ReportRow[]; total_price: number }>(
      `usages/reports?start_date=${start}&end_date=${end}&source=incontrol&group_by=customer`,
    );
    const customer = before.results.find((r) => r.customer_id != null)!;
    expect(customer, 'a customer with usage last month').toBeDefined();

    await signIn(page, manager.email, PASSWORD);
    // The Pricing menu is there for a pricing manager.
    await page.getByText('Pricing', { exact: true }).first().waitFor({ state: 'visible' });

    // Create: provider, customer, price per MB; saved only when valid; back on the list.
    await page.goto('/data_pricings/create');
    const main = page.locator('#main-content');
    await main.getByLabel('Provider *').click();
    await page.getByRole('option', { name: 'InControl' }).click();
    await chooseAutocomplete(page, main.getByLabel('Customer'), customer.customer!, customer.customer!);
    await main.getByLabel('Price per MB *').fill('0.5');
    await main.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, '/data_pricings');
    const pricings = await api.get<{ results: Pricing[] }>(`data_pricings/?customer_id=${customer.customer_id}&provider=incontrol`);
    expect(pricings.results.map((p) => p.price)).toContain(0.5);

    // Update Usages: the dialog follows the run to its end.
    await page.getByRole('button', { name: 'Update Usages' }).click();
    await page
      .getByTestId('update-usages-status')
      .filter({ hasText: /Usages updated/ })
      .waitFor({ state: 'visible', timeout: 60_000 });
    await page.getByRole('button', { name: 'Close' }).click();
    const after = await api.get<{ results: (ReportRow & { price: number })[] }>(
      `usages/reports?start_date=${start}&end_date=${end}&source=incontrol&group_by=customer`,
    );
    const rated = after.results.find((r) => r.customer_id === customer.customer_id)!;
    expect(rated.price).toBeCloseTo(rated.usage * 1024 * 0.5, 0);

    // The report of last month grouped by customer: 10 bars selected by default, rows toggle bars.
    await page.goto('/usages/reports');
    await page.getByTestId('range-last_month').click();
    const chart = page.getByTestId('report-chart');
    await expect.poll(() => chart.getAttribute('data-bars'), { timeout: 30_000 }).toBe(String(Math.min(10, after.results.length)));
    const rows = page.getByTestId('report-table').locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(Math.min(100, after.results.length));
    await expect.poll(() => page.getByTestId('report-table').textContent()).toContain(customer.customer!);
    await rows.first().click();
    await expect.poll(() => chart.getAttribute('data-bars')).toBe(String(Math.min(10, after.results.length) - 1));
    await rows.first().click();
    await expect.poll(() => chart.getAttribute('data-bars')).toBe(String(Math.min(10, after.results.length)));
    expect(await page.getByTestId('report-total-usage').textContent()).toMatch(/GB/);

    // By SIM: the screen asks the server for its page of 100 (decision 0044), with the count of every
    // row and the totals of the whole report; the next page is asked when it is shown.
    const bySimAsked = apiAnswer(page, 'GET', /^\/api\/v1\/usages\/reports$/);
    await page.getByTestId('report-group-by').click();
    await page.getByRole('option', { name: 'ICCID' }).click();
    const bySimAnswer = await bySimAsked;
    expect(Object.fromEntries(new URL(bySimAnswer.url()).searchParams)).toMatchObject({
      group_by: 'iccid',
      page: '1',
      page_size: '100',
      sort: 'usage',
      order: 'desc',
    });
    const bySim = (await bySimAnswer.json()) as { results: ReportRow[]; count: number; total_usage: number };
    const whole = await api.get<{ results: ReportRow[]; total_usage: number }>(
      `usages/reports?start_date=${start}&end_date=${end}&source=incontrol&group_by=iccid`,
    );
    expect(bySim.count).toBe(whole.results.length);
    expect(bySim.total_usage).toBe(whole.total_usage);
    expect(bySim.results).toEqual(whole.results.slice(0, 100));
    await expect.poll(() => rows.count()).toBe(Math.min(100, bySim.count));
    if (bySim.count > 100) {
      const nextAsked = apiAnswer(page, 'GET', /^\/api\/v1\/usages\/reports$/);
      await page.getByRole('button', { name: 'Go to next page' }).click();
      const next = (await (await nextAsked).json()) as { results: ReportRow[] };
      expect(next.results).toEqual(whole.results.slice(100, 200));
      await expect.poll(() => rows.count()).toBe(Math.min(100, bySim.count - 100));
    }

    // Export: the report as a spreadsheet.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to xls' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);

    // The SIM-only report of the same dates (SIM connectivity invoiced per customer).
    const simOnly = page.waitForEvent('download');
    await page.getByTestId('simonly-export').click();
    expect((await simOnly).suggestedFilename()).toBe(`simonly_${start}_${end}.xlsx`);
  });

  it('shows no Pricing menu to staff without can_manage_pricing, and the API answers 403', async () => {
    const { page } = browser.current;
    await page.evaluate(() => localStorage.clear());
    await signIn(page, plain.email, PASSWORD);
    await page.getByText('Dashboards', { exact: true }).first().waitFor({ state: 'visible' });
    expect(await page.getByText('Pricing', { exact: true }).count()).toBe(0);
    const api = await Api.signIn(e2e!.baseURL, plain.email, PASSWORD);
    const refused = await api.get('data_pricings/').catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(403);
  });
});
