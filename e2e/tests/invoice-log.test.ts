// The log of an invoice with lines (issue 28, decision 0084): an invoice created with three lines shows
// one entry on its Logs tab, its three lines inside it by name, with the totals as money.
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { adminApi, list } from '../support/inventory.ts';
import { expectDashboard, signIn } from '../support/journeys.ts';

const e2e = inject('e2e');

describe.skipIf(!e2e)('Invoice log: a document and its lines as one change', () => {
  const browser = useBrowser();

  it('shows one entry for an invoice created with three lines, the lines inside it', async () => {
    const { page } = browser.current;
    const api = await adminApi(e2e!);
    const [address] = await list<{ id: number }>(api, 'addresses', { page_size: 1, sort: 'id', order: 'ASC' });
    const invoice = await api.post<{ id: number }>('invoices/', {
      invoicing_address_id: address!.id,
      lines: [
        { product_name: 'Log router', qty: 1, unit_price: 100 },
        { product_name: 'Log installation', qty: 1, unit_price: 50 },
        { product_name: 'Log cabling', qty: 2, unit_price: 10 },
      ],
    });

    await signIn(page, e2e!.adminEmail, e2e!.adminPassword);
    await expectDashboard(page);
    await page.goto(`/invoices/${invoice.id}/show/logs`);
    const main = page.locator('#main-content');
    const lines = main.getByTestId('log-line');
    await lines.first().waitFor({ state: 'visible' });
    expect(await main.locator('tbody tr').count()).toBe(1);
    expect(await lines.count()).toBe(3);
    const text = await main.getByTestId('log-lines').innerText();
    for (const name of ['Log router', 'Log installation', 'Log cabling']) expect(text).toContain(name);
    expect(text).toContain('3 lines changed');
    // Values read as the console shows them: no stored JSON.
    expect(await main.locator('tbody').innerText()).not.toMatch(/[{}]/);
  });
});
