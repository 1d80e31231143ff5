// Mark paid asks the day the payment arrived (issue 28, decision 0085): the dialog proposes today in
// Brussels as dd/mm/yyyy, the day is stored as paid_at and shown on the invoice as "Paid on".
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { adminApi, list } from '../support/inventory.ts';
import { expectDashboard, expectNotification, signIn } from '../support/journeys.ts';

const e2e = inject('e2e');

interface Invoice {
  id: number;
  number: string | null;
  status: string;
  invoiced_at: string;
  paid_at: string | null;
}

const brusselsToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
const dayFirst = (iso: string) => iso.split('-').reverse().join('/');

describe.skipIf(!e2e)('Invoices: mark paid with the payment date', () => {
  const browser = useBrowser();

  it('proposes today, stores it and shows it on the invoice', async () => {
    const { page } = browser.current;
    const api = await adminApi(e2e!);
    const [invoice] = await list<Invoice>(api, 'invoices', { status: 'sent', invoice_type: 'invoice', page_size: 1, sort: 'id', order: 'DESC' });
    expect(invoice, 'a sent invoice in the demo data').toBeDefined();

    await signIn(page, e2e!.adminEmail, e2e!.adminPassword);
    await expectDashboard(page);
    await page.goto(`/invoices/${invoice!.id}/show`);
    const main = page.locator('#main-content');
    await main.getByRole('button', { name: 'Mark Paid' }).click();

    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    await expect.poll(() => dialog.locator('input').first().inputValue()).toBe(dayFirst(brusselsToday()));
    await dialog.getByRole('button', { name: 'Mark Paid' }).click();
    await expectNotification(page, 'Invoice marked as paid');

    await expect.poll(async () => (await api.get<Invoice>(`invoices/${invoice!.id}`)).paid_at).toBe(brusselsToday());
    expect((await api.get<Invoice>(`invoices/${invoice!.id}`)).status).toBe('paid');
    // The PDF tab opens first; the day is on the Summary tab.
    await main.getByRole('tab', { name: 'Summary' }).click();
    await expect.poll(() => main.innerText()).toContain(dayFirst(brusselsToday()));
    expect(await main.innerText()).toContain('Paid on');
  });
});
