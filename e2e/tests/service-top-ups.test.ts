// Satellite services on their pages (issue 25; spec 2 §2, §3, §4): a STARLINK service's Top-ups tab
// (STARLINK only) lists the 50 GB block a Top-up from the header adds; the provisioning of a
// TERMINAL_ACCESS service picks a terminal no live service holds, and the held one is offered no more.
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { adminApi, chooseAutocomplete, list } from '../support/inventory.ts';
import { expectDashboard, expectNotification, signIn, waitForPath } from '../support/journeys.ts';

const e2e = inject('e2e');

interface Service {
  id: number;
  type: string;
  starlink_service_line_id: number | null;
  top_up_blocks_count: number;
  status: string;
  starlink_terminal_id: number | null;
}
interface Terminal {
  id: number;
  terminal_id: string;
  kit_serial_number: string | null;
  device_name?: string | null;
  site_name?: string | null;
  starlink_account: string | null;
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
    if (service.top_up_blocks_count) await rows.first().waitFor({ state: 'visible' });
    const before = await rows.count();
    await main.getByRole('button', { name: 'Top-up' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expectNotification(page, 'Top-up of 50 GB added: it is charged at the end of the month.');
    await expect.poll(() => rows.count()).toBe(before + 1);
    await expect.poll(() => main.getByRole('cell', { name: '50.00 GB' }).count()).toBeGreaterThan(0);
    await main.getByRole('cell', { name: 'Console' }).first().waitFor({ state: 'visible' });
  });
});

describe.skipIf(!e2e)('Services: the terminal picker of a TERMINAL_ACCESS provisioning', () => {
  const browser = useBrowser();

  it('provisions a TERMINAL_ACCESS service with a terminal from the picker, which then offers it no more', async () => {
    const { page } = browser.current;
    const api = await adminApi(e2e!);
    const [address] = (await list<{ id: number; customer_id: number | null }>(api, 'addresses', { page_size: 100 })).filter((a) => a.customer_id != null);
    const pkg = await api.post<{ id: number }>('packages/', { customer_id: address.customer_id, invoicing_address_id: address.id });
    const first = await api.post<Service>('services/', { package_id: pkg.id, type: 'terminal_access', price: 12 });
    const second = await api.post<Service>('services/', { package_id: pkg.id, type: 'terminal_access', price: 12 });
    await api.post(`packages/${pkg.id}/confirm`);
    expect((await api.get<Service>(`services/${first.id}`)).status).toBe('PROVISIONING');
    const [terminal] = await list<Terminal>(api, 'starlink_terminals', { held: false, archived: false, sort: 'kit_serial_number', order: 'ASC', page_size: 1 });
    expect(terminal, 'a terminal no service holds').toBeDefined();
    const search = terminal.kit_serial_number ?? terminal.terminal_id;

    await signIn(page, e2e!.adminEmail, e2e!.adminPassword);
    await expectDashboard(page);
    const main = page.locator('#main-content');
    await page.goto(`/services/${first.id}/provision`);
    // The picker names a terminal by kit, terminal id, device, site and account (one renderer, decision 0085).
    const label = [terminal.kit_serial_number, terminal.terminal_id, terminal.device_name, terminal.site_name, terminal.starlink_account]
      .filter(Boolean)
      .join(' · ');
    await chooseAutocomplete(page, main.getByLabel('Terminal *'), search, label);
    await main.getByRole('button', { name: 'Provision' }).click();
    await expectNotification(page, 'Service provisioned');
    await waitForPath(page, `/services/${first.id}/show`);
    expect(await api.get<Service>(`services/${first.id}`)).toMatchObject({ status: 'PROVISIONED', starlink_terminal_id: terminal.id });

    // The second service's picker (free terminals by kit serial) no longer offers the first one's,
    // which came first among the free ones.
    await page.goto(`/services/${second.id}/provision`);
    const input = main.getByLabel('Terminal *');
    await input.waitFor({ state: 'visible' });
    await input.click();
    const options = page.getByRole('listbox').getByRole('option');
    await options.first().waitFor({ state: 'visible' });
    expect(await options.allTextContents()).not.toContain(label);
  });
});
