// The delivery dashboard (spec 2 §2 Dashboards, §4, §8): its To Ship tile of package lines opens
// the delivery queue filtered on provisioned, where the bulk bar offers Ship; after '1 item(s)
// shipped' the dashboard's To Ship counter is one less and To Deliver one more.
import { describe, expect, inject, it } from 'vitest';
import { unique } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { adminApi, list } from '../support/inventory.ts';
import { expectDashboard, expectNotification, signIn, waitForPath } from '../support/journeys.ts';

const e2e = inject('e2e');

describe.skipIf(!e2e)('Delivery dashboard: bulk ship from the queue', () => {
  const browser = useBrowser();

  it('ships a package line from the delivery dashboard: the tile opens the queue, bulk Ship, the counters move', async () => {
    const { page } = browser.current;
    const api = await adminApi(e2e!);
    const before = await api.get<{ package_lines: { provisioned: number; shipped: number } }>('admin/dashboard/delivery/stats');
    expect(before.package_lines.provisioned, 'demo package lines waiting to be shipped').toBeGreaterThan(0);

    await signIn(page, e2e!.adminEmail, e2e!.adminPassword);
    await expectDashboard(page);
    await page.goto('/dashboards/delivery');
    const toShip = page.locator('[data-tile="package_lines_provisioned"]');
    await expect.poll(() => toShip.textContent()).toContain(String(before.package_lines.provisioned));
    await toShip.click();
    await waitForPath(page, '/package_lines');
    const main = page.locator('#main-content');
    await main.locator('tbody tr').first().waitFor({ state: 'visible' });
    expect(await main.locator('tbody tr').count()).toBe(before.package_lines.provisioned);

    // Filtered on provisioned, the bulk bar offers Ship.
    await main.locator('tbody input[type="checkbox"]').first().check();
    await main.getByRole('button', { name: 'Ship', exact: true }).click();
    const dialog = page.getByRole('dialog');
    const tracking = unique('PL');
    await dialog.getByLabel('Tracking code').fill(tracking);
    await dialog.getByRole('button', { name: 'Ship', exact: true }).click();
    await expectNotification(page, '1 item(s) shipped');
    const [shipped] = await list<{ status: string; shipping_tracking_code: string }>(api, 'package_lines', { q: tracking });
    expect(shipped).toMatchObject({ status: 'shipped', shipping_tracking_code: tracking });

    await page.goto('/dashboards/delivery');
    await expect.poll(() => toShip.textContent()).toContain(String(before.package_lines.provisioned - 1));
    await expect.poll(() => page.locator('[data-tile="package_lines_shipped"]').textContent()).toContain(String(before.package_lines.shipped + 1));
  });
});
