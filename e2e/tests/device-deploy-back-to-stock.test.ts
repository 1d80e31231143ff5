// Deploy and back to stock (spec 2 §2): a device in stock is deployed from its show page (customer then
// one of its sites, the alert contacts prefilled from the customer), then brought back to stock; the
// form gives way to the summary with the checklist, and the delivery team's report is in the outbox.
import { describe, expect, inject, it } from 'vitest';
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

describe.skipIf(!e2e)('devices: deploy and back to stock', () => {
  const browser = useBrowser();

  it('deploys a device in stock to a customer site, then brings it back and reads the summary', async () => {
    const { page } = browser.current;
    const api = await adminApi(e2e!);
    // A live managed device in stock, not virtual; the first by serial (other journeys take the last ones).
    const stock = (
      await list<Device & { in_stock: boolean; virtual: boolean }>(api, 'devices', { in_stock: true, sort: 'serial', order: 'ASC', page_size: 50 })
    ).filter((d) => !d.archived_at && !d.virtual);
    expect(stock.length, 'a device in stock').toBeGreaterThan(0);
    const device = stock[0]!;
    const sites = await list<Site>(api, 'sites', { sort: 'name', order: 'ASC', page_size: 100 });
    const site = sites.find((s) => !s.archived_at && s.customer_id != null)!;
    const customer = await api.get<{ id: number; name: string }>(`customers/${site.customer_id}`);

    await signIn(page, e2e!.adminEmail, e2e!.adminPassword);
    await expectDashboard(page);
    await page.goto(`/devices/${device.id}/show`);
    const main = page.locator('#main-content');
    await main.getByRole('link', { name: 'Deploy' }).click();
    await waitForPath(page, `/devices/${device.id}/deploy`);
    await chooseAutocomplete(page, main.getByLabel('Customer'), customer.name, customer.name);
    await chooseAutocomplete(page, main.getByLabel('Site'), site.name, site.name);
    await main.getByLabel('Order reason').click();
    // Reasons read as their labels (decision 0083); the code is what is stored.
    await page.getByRole('option', { name: 'New subscription' }).click();
    expect(await main.locator('input[name="data_limit"]').inputValue()).toBe('10');
    const deployed = apiAnswer(page, 'POST', new RegExp(`^/api/v1/devices/${device.id}/deploy$`));
    await main.getByRole('button', { name: 'Deploy' }).click();
    expect((await deployed).status()).toBe(200);
    await expectNotification(page, 'Device deployed');
    await waitForPath(page, `/devices/${device.id}/show`);
    expect(await api.get<Device & { in_stock: boolean }>(`devices/${device.id}`)).toMatchObject({
      in_stock: false,
      site_id: site.id,
      customer_id: customer.id,
    });

    await main.getByRole('link', { name: 'Back to stock' }).click();
    await waitForPath(page, `/devices/${device.id}/back-to-stock`);
    await main.getByText('The process takes some time').waitFor({ state: 'visible' });
    await main.getByLabel('Reason').click();
    await page.getByRole('option', { name: 'End of subscription' }).click();
    await main.locator('textarea[name="notes"]').fill('Returned by courier, antenna missing');
    const back = apiAnswer(page, 'POST', new RegExp(`^/api/v1/devices/${device.id}/back_to_stock$`));
    await main.getByRole('button', { name: 'Back to stock' }).click();
    expect((await back).status()).toBe(200);
    await expectNotification(page, 'Device back to stock');
    // The summary replaces the form.
    await main.getByText('Checklist').waitFor({ state: 'visible' });
    await main.getByText('Flash a clean configuration').waitFor({ state: 'visible' });
    await main.getByText(device.serial, { exact: true }).first().waitFor({ state: 'visible' });
    expect(await api.get<Device & { in_stock: boolean }>(`devices/${device.id}`)).toMatchObject({ in_stock: true, site_id: 1 });
    const report = (await api.outbox('delivery@example.com')).find((m) => m.subject.startsWith(`Back to stock: ${device.serial}`));
    expect(report, 'the report in the outbox').toBeDefined();
    expect(report!.body).toContain('Returned by courier, antenna missing');
  });
});
