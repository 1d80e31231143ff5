// Invoicing journey (spec 3 §2, §4, §7, §8): create a draft invoice with a line in the console
// (totals per VAT rate from the server), open its PDF tab, send it ('Invoice sent': numbered, mailed
// with the PDF and the e-invoice), download its UBL e-invoice, push it to the accounting system ('Invoice pushed to odoo'), reverse it ('Credit
// note added') and find the credit note linked to it.
import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { adminApi, chooseAutocomplete, list } from '../support/inventory.ts';
import { expectDashboard, expectNotification, pathOf, signIn, waitForPath } from '../support/journeys.ts';

const e2e = inject('e2e');

interface Address {
  id: number;
  name: string;
  customer_id: number | null;
}
interface Invoice {
  id: number;
  number: string | null;
  status: string;
  invoice_type: string;
  total_untaxed: number;
  total_tax: number;
  total: number;
  sent_at: string | null;
  accounting_status: string | null;
  odoo_id: number | null;
  reversed_invoice_id: number | null;
}

describe.skipIf(!e2e)('Invoicing: draft to credit note', () => {
  const browser = useBrowser();

  it('creates a draft with a line, opens its PDF, sends, pushes and reverses it', async () => {
    const { page } = browser.current;
    const api = await adminApi(e2e!);
    const [address] = await list<Address>(api, 'addresses', { page_size: 1, sort: 'id', order: 'ASC' });
    expect(address, 'a billing address').toBeDefined();

    await signIn(page, e2e!.adminEmail, e2e!.adminPassword);
    await expectDashboard(page);

    // Create: a billing address and one line of the editable table.
    await page.goto('/invoices/create');
    const main = page.locator('#main-content');
    await chooseAutocomplete(page, main.getByLabel('Billing address *'), address!.name, address!.name);
    await main.getByRole('button', { name: 'Add' }).click();
    await main.getByLabel('Product').fill('Journey fibre 1 Gb/s');
    await main.getByLabel('Qty').fill('2');
    await main.getByLabel('Unit price *').fill('50');
    await main.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, /^\/invoices\/\d+\/show$/);
    const invoiceId = Number(pathOf(page).split('/')[2]);
    expect(await api.get<Invoice>(`invoices/${invoiceId}`)).toMatchObject({ status: 'draft', number: null, total_untaxed: 100, total_tax: 21, total: 121 });

    // The PDF tab (the first) embeds the invoice's PDF.
    const pdf = main.locator('iframe[data-testid="invoice-pdf"]');
    await pdf.waitFor({ state: 'visible' });
    expect(await pdf.getAttribute('src')).toMatch(/^blob:/);
    // Push is not offered before the invoice is sent.
    expect(await main.getByRole('button', { name: 'Push to accounting' }).count()).toBe(0);

    // Send: the dialog asks for the recipient; the invoice is numbered and mailed.
    await main.getByRole('button', { name: 'Send' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('To *').fill('accounts@journey.test');
    await dialog.getByLabel('Subject').fill('Your invoice');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expectNotification(page, 'Invoice sent');
    const sent = await api.get<Invoice>(`invoices/${invoiceId}`);
    expect(sent.status).toBe('sent');
    expect(sent.number).toMatch(/^F\d-\d{4}-\d{5}$/);
    expect(sent.sent_at).toBeTruthy();
    await main.getByText(sent.number!).first().waitFor({ state: 'visible' });

    // Its e-invoice (Peppol BIS 3.0 UBL) downloads once it has a number.
    const download = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Download e-invoice (UBL)' }).click();
    const eInvoice = await download;
    expect(eInvoice.suggestedFilename()).toBe(`invoice_${sent.number}.xml`);
    const xml = await readFile((await eInvoice.path())!, 'utf8');
    expect(xml).toContain('urn:fdc:peppol.eu:2017:poacc:billing:3.0');
    expect(xml).toContain(`<cbc:ID>${sent.number}</cbc:ID>`);

    // Push to the accounting system, now offered.
    await main.getByRole('button', { name: 'Push to accounting' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expectNotification(page, 'Invoice pushed to odoo');
    const pushed = await api.get<Invoice>(`invoices/${invoiceId}`);
    expect(pushed.accounting_status).toBe('DONE');
    expect(pushed.odoo_id).toBeGreaterThan(0);

    // Reverse: a credit note with the same lines, linked to the invoice, is shown next.
    await main.getByRole('button', { name: 'Reverse' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expectNotification(page, 'Credit note added');
    await waitForPath(page, /^\/invoices\/\d+\/show$/);
    const creditId = Number(pathOf(page).split('/')[2]);
    expect(creditId).not.toBe(invoiceId);
    const credit = await api.get<Invoice & { structured_reference: string }>(`invoices/${creditId}`);
    expect(credit).toMatchObject({ invoice_type: 'credit', status: 'draft', reversed_invoice_id: invoiceId, total: 121 });

    // The credit note is found in the list filtered by type.
    // (Its structured reference is in the column chooser since the 1440 px column sets, decision 0082.)
    await page.goto(`/invoices?filter=${encodeURIComponent(JSON.stringify({ invoice_type: 'credit', status: 'draft', id: creditId }))}`);
    await main.locator('tbody tr').first().waitFor({ state: 'visible' });
    expect(await main.locator('tbody tr').count()).toBe(1);
  });
});

describe.skipIf(!e2e)('Invoicing: the export screen', () => {
  const browser = useBrowser();

  it("exports last month's invoices from the export screen as one PDF and as a dBase file", async () => {
    const { page } = browser.current;
    await signIn(page, e2e!.adminEmail, e2e!.adminPassword);
    await expectDashboard(page);
    await page.goto('/invoices');
    const main = page.locator('#main-content');
    await main.getByRole('link', { name: 'Export…' }).click();
    await waitForPath(page, /^\/invoices\/export$/);
    // From and To default to last month; the demo data has invoices there.
    const from = await main.locator('input[name="from"]').inputValue();
    // Shown day first in every language (decision 0083).
    expect(from).toMatch(/^01\/\d{2}\/\d{4}$/);

    let download = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Export' }).click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toBe('invoices.pdf');
    const pdfBytes = await readFile((await pdf.path())!);
    expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');

    await main.getByLabel('dBase (accounting import)').check();
    download = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Export' }).click();
    const dbf = await download;
    expect(dbf.suggestedFilename()).toBe('invoices.dbf');
    const dbfBytes = await readFile((await dbf.path())!);
    // dBase III: version byte 0x03, then the record count (little-endian) at offset 4.
    expect(dbfBytes[0]).toBe(0x03);
    expect(dbfBytes.readUInt32LE(4)).toBeGreaterThan(0);
  });
});
