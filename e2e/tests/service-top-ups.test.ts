// A STARLINK service's Top-ups tab (issue 25; spec 2 §2, §3, §4): the tab exists for STARLINK
// services only; a Top-up from the header adds a 50 GB block that the tab lists with its dates.
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { adminApi, list } from '../support/inventory.ts';
import { expectDashboard, expectNotification, signIn } from '../support/journeys.ts';

const e2e = inject('e2e');

interface Service {
  id: number;
  type: string;
  starlink_service_line_id: number | null;
  top_up_blocks_count: number;
}

describe.skipIf(!e2e)('Services: the Top-ups tab of a STARLINK service', () => {
  const browser = useBrowser();

  it('lists the block a Top-up adds, and is absent on other types', async () => {
    const { page } = browser.current;
    const api = await adminApi(e2e!);
    const [service] = (await list<Service>(api, 'services', { type: 'starlink', page_size: 50 })).filter((s) => s.starlink_service_line_id !== null);
    expect(service, 'a demo STARLINK service on a service line').toBeDefined();
    const [other] = await list<Service>(api, 'services', { type: 'data', page_size: 1 });

    await signIn(page, e2e!.adminEmail, e2e!.adminPassword);
    await expectDashboard(page);
    const main = page.locator('#main-content');

    await page.goto(`/services/${other.id}/show`);
    await main.getByRole('tab', { name: 'Logs' }).waitFor({ state: 'visible' });
    expect(await main.getByRole('tab', { name: 'Top-ups' }).count()).toBe(0);

    await page.goto(`/services/${service.id}/show/top_ups`);
    const rows = main.locator('table tbody tr');
    await main.getByRole('tab', { name: 'Top-ups', selected: true }).waitFor({ state: 'visible' });
    const before = service.top_up_blocks_count ? await rows.count() : 0;
    await main.getByRole('button', { name: 'Top-up' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expectNotification(page, 'Top-up of 50 GB added: it is charged at the end of the month.');
    await expect.poll(() => rows.count()).toBe(before + 1);
    await expect.poll(() => main.getByRole('cell', { name: '50.00 GB' }).count()).toBeGreaterThan(0);
    await main.getByRole('cell', { name: 'Console' }).first().waitFor({ state: 'visible' });
  });
});
