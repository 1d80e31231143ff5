// Issue 28: a customer with an open order and a deployed device was archived without a warning. The
// archive confirmation of a customer names what is still open, as the server counts it (open orders,
// deployed devices, live services), before it is confirmed; a customer with nothing open is told so.
// The journey cancels: the demo data is left as it was (the archive itself is customer-archive.test.ts).
import { describe, expect, inject, it } from 'vitest';
import { LIVE_SERVICE_STATUSES, OPEN_PACKAGE_STATUSES } from '@console/contract';
import type { Api } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { adminApi, list } from '../support/inventory.ts';
import { expectDashboard, signIn, waitForPath } from '../support/journeys.ts';

const e2e = inject('e2e');

/** The server's count of a filtered list (one row asked for). */
async function countOf(api: Api, resource: string, filter: Record<string, string | number | boolean | readonly string[]>): Promise<number> {
  const params = new URLSearchParams({ page_size: '1' });
  for (const [key, value] of Object.entries(filter)) for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  return (await api.get<{ count: number }>(`${resource}/?${params}`)).count;
}

const openOf = async (api: Api, customerId: number) => ({
  orders: await countOf(api, 'packages', { customer_id: customerId, archived: false, status: OPEN_PACKAGE_STATUSES }),
  devices: await countOf(api, 'devices', { customer_id: customerId, archived: false, in_stock: false }),
  services: await countOf(api, 'services', { customer_id: customerId, archived: false, status: LIVE_SERVICE_STATUSES }),
});

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

describe.skipIf(!e2e)('customer archive: the confirmation names what is open', () => {
  const browser = useBrowser();

  it('names the open orders and deployed devices of a customer before archiving, and cancels', async () => {
    const { page } = browser.current;
    const api = await adminApi(e2e!);
    // A demo customer with at least one open order and one deployed device.
    const deployed = await list<{ customer_id: number | null }>(api, 'devices', { in_stock: false, archived: false, page_size: 200 });
    const customerIds = [...new Set(deployed.map((d) => d.customer_id).filter((id): id is number => typeof id === 'number'))];
    let chosen: { id: number; open: Awaited<ReturnType<typeof openOf>> } | undefined;
    for (const id of customerIds) {
      const open = await openOf(api, id);
      if (open.orders > 0 && open.devices > 0) {
        chosen = { id, open };
        break;
      }
    }
    expect(chosen, 'the demo data has a customer with an open order and a deployed device').toBeDefined();
    const { id, open } = chosen!;

    await signIn(page, e2e!.adminEmail, e2e!.adminPassword);
    await expectDashboard(page);
    await page.goto(`/customers/${id}/show`);
    await waitForPath(page, `/customers/${id}/show`);
    await page.locator('#main-content').getByRole('button', { name: 'Archive' }).click();

    const dialog = page.getByRole('dialog');
    const warning = dialog.getByTestId('customer-open-work');
    await warning.getByText('This customer still has:').waitFor({ state: 'visible' });
    await warning.getByText(plural(open.orders, 'open order', 'open orders'), { exact: true }).waitFor({ state: 'visible' });
    await warning.getByText(plural(open.devices, 'deployed device', 'deployed devices'), { exact: true }).waitFor({ state: 'visible' });
    if (open.services > 0) await warning.getByText(plural(open.services, 'live service', 'live services'), { exact: true }).waitFor({ state: 'visible' });
    else expect(await warning.getByText(/live service/).count()).toBe(0);
    await page.screenshot({ path: 'test-results/customer-archive-open-work.png' });

    // Cancel: nothing was archived.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await api.get<{ archived_at: string | null }>(`customers/${id}`)).archived_at).toBeNull();
  });

  it('tells that a customer without open work has nothing open', async () => {
    const { page } = browser.current;
    const api = await adminApi(e2e!);
    const created = await api.post<{ id: number }>('customers/', { name: `E2E Quiet ${Date.now()}`, short_name: 'QUIET' });
    await page.goto(`/customers/${created.id}/show`);
    await waitForPath(page, `/customers/${created.id}/show`);
    await page.locator('#main-content').getByRole('button', { name: 'Archive' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('customer-open-work').getByText('No open orders, deployed devices or live services.').waitFor({ state: 'visible' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});
