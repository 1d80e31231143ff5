// Moving devices in bulk (/devices/bulk-move): serials one per line, a customer then one of its sites
// (Move stays disabled until the site is chosen), a reason; 'Devices moved', and the API finds the
// devices at the new site with an Ops History move period carrying the reason.
import { describe, expect, inject, it } from 'vitest';
import { unique } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { adminApi, apiAnswer, chooseAutocomplete, list, type Device } from '../support/inventory.ts';
import { expectDashboard, expectNotification, signIn, waitForPath } from '../support/journeys.ts';

const e2e = inject('e2e');

interface Site {
  id: number;
  name: string;
  customer_id: number | null;
  archived_at: string | null;
}

describe.skipIf(!e2e)('devices: bulk move to a site', () => {
  const browser = useBrowser();

  it('moves three devices to a site of another customer', async () => {
    const { page } = browser.current;
    const api = await adminApi(e2e!);

    // Three live devices at a site (from the last serials: the other journeys take other devices).
    const devices = (await list<Device>(api, 'devices', { sort: 'serial', order: 'DESC', page_size: 50 }))
      .filter((d) => !d.archived_at && d.site_id != null)
      .slice(0, 3);
    expect(devices, 'three live devices at a site').toHaveLength(3);
    // A live site of a customer, none of the devices being there already.
    const sites = await list<Site>(api, 'sites', { sort: 'name', order: 'ASC', page_size: 100 });
    const site = sites.find((s) => !s.archived_at && s.customer_id != null && devices.every((d) => d.site_id !== s.id && d.customer_id !== s.customer_id));
    expect(site, 'a site of another customer').toBeDefined();
    const customer = await api.get<{ id: number; name: string }>(`customers/${site!.customer_id}`);
    const reason = `E2E move ${unique('m')}`;

    await signIn(page, e2e!.adminEmail, e2e!.adminPassword);
    await expectDashboard(page);
    await page.goto('/devices/bulk-move');
    await waitForPath(page, '/devices/bulk-move');
    const main = page.locator('#main-content');
    await main.getByText('Bulk move devices').first().waitFor({ state: 'visible' });
    const move = main.getByRole('button', { name: 'Move', exact: true });

    await main.locator('textarea[name="device_serials"]').fill(devices.map((d) => d.serial).join('\n'));
    expect(await move.isDisabled()).toBe(true);
    await chooseAutocomplete(page, main.getByLabel('Customer'), customer.name, customer.name);
    // A customer alone is not enough: the site decides where the devices go.
    expect(await move.isDisabled()).toBe(true);
    await chooseAutocomplete(page, main.getByLabel('Site'), site!.name, site!.name);
    await main.locator('input[name="reason"]').fill(reason);
    await expect.poll(() => move.isEnabled()).toBe(true);

    const moved = apiAnswer(page, 'POST', /^\/api\/v1\/devices\/move$/);
    await move.click();
    expect((await moved).status()).toBe(200);
    await expectNotification(page, 'Devices moved');
    // The form starts over, empty.
    await expect.poll(() => main.locator('textarea[name="device_serials"]').inputValue()).toBe('');

    for (const device of devices) {
      const after = await api.get<Device>(`devices/${device.id}`);
      expect(after, `device ${device.serial}`).toMatchObject({ site_id: site!.id, customer_id: customer.id });
      const periods = await list<{ object_type: string; object_id: number; action: string; site_id: number; end_date: string | null; comment: string | null }>(
        api,
        'records',
        {
          device_id: device.id,
          action: 'move',
          object_type: 'device',
        },
      );
      const open = periods.filter((p) => p.object_id === device.id && p.site_id === site!.id && p.end_date === null);
      expect(open, `an open move period of ${device.serial} at the new site`).toHaveLength(1);
      expect(open[0]!.comment).toBe(reason);
    }
  });
});
