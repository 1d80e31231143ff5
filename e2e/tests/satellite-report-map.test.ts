// Satellite usage report and the combined map (spec 3 §2 Usage reports, Map; §7 Map reads): the
// report of the demo's satellite usage grouped by customer then by site, with the server's totals and
// the chart's 10 selected bars; then the map with sites, devices and terminals as clustered layers,
// the terminals the API lists with a position all placed, and the search narrowing them.
// Tiles come from the internet: the journey refuses every request that is not the console's own.
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { adminApi, apiAnswer, list } from '../support/inventory.ts';
import { expectDashboard, signIn, waitForPath } from '../support/journeys.ts';

const e2e = inject('e2e');

interface Report {
  results: { id: string; customer: string | null; site: string | null; usage: number }[];
  total_usage: number;
}
interface Terminal {
  id: number;
  terminal_id: string;
  kit_serial_number: string;
  lat: number | null;
  lng: number | null;
}

describe.skipIf(!e2e)('Satellite usage report and the combined map', () => {
  const browser = useBrowser();

  it('reads the satellite report by customer and by site', async () => {
    const { page } = browser.current;
    const api = await adminApi(e2e!);
    const own = new URL(e2e!.baseURL).host;
    await page.route(
      (url) => url.host !== own,
      (route) => route.abort(),
    );
    await signIn(page, e2e!.adminEmail, e2e!.adminPassword);
    await expectDashboard(page);

    const asked = apiAnswer(page, 'GET', /^\/api\/v1\/starlink_usages\/reports$/);
    await page.goto('/starlink_usages/reports');
    await waitForPath(page, '/starlink_usages/reports');
    const answer = await asked;
    expect(answer.status()).toBe(200);
    // One source: the screen does not offer a choice and the query does not carry one.
    expect(new URL(answer.url()).searchParams.get('source')).toBeNull();
    expect(await page.getByTestId('report-source').count()).toBe(0);
    const byCustomer = (await answer.json()) as Report;
    expect(byCustomer.results.length, 'the demo has satellite usage this month').toBeGreaterThan(0);
    const chart = page.getByTestId('report-chart');
    await expect.poll(() => chart.getAttribute('data-bars'), { timeout: 30_000 }).toBe(String(Math.min(10, byCustomer.results.length)));
    const rows = page.getByTestId('report-table').locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(Math.min(100, byCustomer.results.length));

    // Group by site: the choices are the satellite ones, and the answer is the API's.
    await page.getByTestId('report-group-by').click();
    const options = page.getByRole('option');
    expect(await options.allTextContents()).toEqual(['Customer', 'Site', 'Date']);
    const bySiteAsked = apiAnswer(page, 'GET', /^\/api\/v1\/starlink_usages\/reports$/);
    await page.getByRole('option', { name: 'Site' }).click();
    const bySite = (await (await bySiteAsked).json()) as Report;
    const direct = await api.get<Report>(`starlink_usages/reports?group_by=site`);
    expect(bySite.total_usage).toBe(direct.total_usage);
    expect(bySite.total_usage).toBe(byCustomer.total_usage);
    await expect.poll(() => rows.count()).toBe(Math.min(100, bySite.results.length));
  });

  it('places every terminal with a position on the map, searched by kit serial', async () => {
    const { page } = browser.current;
    const api = await adminApi(e2e!);
    const placed = (await list<Terminal>(api, 'starlink_terminals', { page_size: 5000 })).filter((t) => typeof t.lat === 'number' && typeof t.lng === 'number');
    expect(placed.length, 'the demo places terminals').toBeGreaterThan(1);

    const asked = apiAnswer(page, 'GET', /^\/api\/v1\/starlink_terminals\/$/);
    await page.goto('/map');
    await waitForPath(page, '/map');
    expect(new URL((await asked).url()).searchParams.get('page_size')).toBe('5000');
    const map = page.getByRole('region', { name: 'Map' });
    await map.locator('.leaflet-container').waitFor({ state: 'visible' });
    await expect.poll(() => map.getAttribute('data-terminals'), { timeout: 30_000 }).toBe(String(placed.length));
    // The layer control names the three layers.
    const control = map.locator('.leaflet-control-layers');
    await control.hover();
    for (const name of ['Sites', 'Devices', 'Satellite terminals']) await control.getByText(name, { exact: true }).waitFor({ state: 'visible' });
    await expect.poll(async () => (await map.locator('.leaflet-marker-pane .marker-cluster, .leaflet-marker-pane .terminal-marker').count()) > 0).toBe(true);

    // The search narrows every layer after a pause: one terminal by its kit serial.
    const target = placed[0];
    const searched = apiAnswer(page, 'GET', /^\/api\/v1\/starlink_terminals\/$/);
    await map.page().getByRole('textbox', { name: 'Search', exact: true }).fill(target.kit_serial_number);
    expect(new URL((await searched).url()).searchParams.get('q')).toBe(target.kit_serial_number);
    await expect.poll(() => map.getAttribute('data-terminals'), { timeout: 15_000 }).toBe('1');
    await map.locator('.leaflet-marker-pane .terminal-marker').first().waitFor({ state: 'visible' });
  });

  it('lists the satellite services in the service summary, narrowed by type', async () => {
    const { page } = browser.current;
    const api = await adminApi(e2e!);
    const all = await api.get<{ count: number; totals: { services: number } }>('starlink/service_summary');
    expect(all.count, 'the demo has satellite services').toBeGreaterThan(0);
    await page.goto('/starlink/service_summary');
    await waitForPath(page, '/starlink/service_summary');
    const rows = page.getByTestId('service-summary-table').locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(Math.min(50, all.count));
    await page
      .getByTestId('service-summary-totals')
      .getByText(all.count === 1 ? '1 service' : `${all.count} services`)
      .waitFor({ state: 'visible' });
    const access = await api.get<{ count: number }>('starlink/service_summary?type=terminal_access');
    const asked = apiAnswer(page, 'GET', /^\/api\/v1\/starlink\/service_summary$/);
    await page.getByLabel('Service type').click();
    await page.getByRole('option', { name: 'Terminal access' }).click();
    expect(new URL((await asked).url()).searchParams.get('type')).toBe('terminal_access');
    await expect.poll(() => rows.count()).toBe(Math.max(1, Math.min(50, access.count)));
  });
});
