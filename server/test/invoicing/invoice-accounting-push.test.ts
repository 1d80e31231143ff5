// The accounting push through the API with the simulated Odoo (decision 0067): each billing company's
// invoices land in their own accounting company, each VAT code in its own tax (two 0 % codes, two
// taxes), and an invoice the accounting system is not set up for (inactive currency, VAT code without
// a tax) answers success false with a sentence saying what to fix, keeps it on the invoice, and
// creates nothing there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES } from '@console/contract';
import type { AccountingSimulator } from '../../src/integrations/accounting/simulator.ts';
import { commercialSetup, type Commercial, vatParties } from '../support/commercial-fixtures.ts';

let c: Commercial;
let parties: Awaited<ReturnType<typeof vatParties>>;
const year = new Date().getUTCFullYear();
beforeAll(async () => {
  c = await commercialSetup();
  parties = await vatParties(c);
});
afterAll(() => c.t.close());

const sim = () => c.t.app.services.integrations.accounting as AccountingSimulator;
const sentInvoice = async (body: Record<string, unknown>) => {
  const res = await c.post('/invoices/', { invoiced_at: `${year}-03-10`, ...body });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  const send = await c.post(`/invoices/${id}/send`, { sent_to: 'billing@festival.test' });
  expect(send.json(), send.body).toMatchObject({ success: true, message: INVOICE_MESSAGES.sent });
  return c.get(`/invoices/${id}`);
};
const push = async (id: number) => (await c.post(`/invoices/${id}/odoo/push`)).json();
const moveOf = (number: string) => [...sim().moves.values()].find((m) => m.invoice.reference === number)!;

describe('accounting push into the accounting company of the billing company', () => {
  it('books each billing company into its own company, with a tax per VAT code', async () => {
    const be = await sentInvoice({
      billing_company_id: parties.co.BE,
      invoicing_address_id: parties.ad.BE,
      lines: [
        { product_name: 'Data', qty: 1, unit_price: 50, vat_code: 'vat_21' },
        { product_name: 'Local', qty: 1, unit_price: 5, vat_code: 'vat_0' },
        { product_name: 'Outside scope', qty: 1, unit_price: 7, vat_code: 'vat_not_subject' },
      ],
    });
    const fr = await sentInvoice({
      billing_company_id: parties.co.FR,
      invoicing_address_id: parties.ad.BE,
      lines: [{ product_name: 'Support', qty: 1, unit_price: 20, vat_code: 'vat_intra_services_0' }],
    });
    expect(await push(be.id)).toMatchObject({ success: true, message: INVOICE_MESSAGES.pushed });
    expect(await push(fr.id)).toMatchObject({ success: true, message: INVOICE_MESSAGES.pushed });
    const [beMove, frMove] = [moveOf(be.number), moveOf(fr.number)];
    expect(beMove.invoice.company).toEqual({ id: parties.co.BE, name: 'Reseller Belgium', vat: 'BE0403019261' });
    expect(frMove.invoice.company.id).toBe(parties.co.FR);
    expect(beMove.company_id).not.toBe(frMove.company_id);
    expect(beMove.invoice.lines.map((l) => [l.vat_code, l.tax_rate])).toEqual([
      ['vat_21', 21],
      ['vat_0', 0],
      ['vat_not_subject', 0],
    ]);
    // vat_0 and vat_not_subject are both 0 % but are two taxes.
    expect(new Set(beMove.tax_ids).size).toBe(3);
  });

  it('refuses an inactive currency with the message, keeps it on the invoice and creates nothing', async () => {
    const inv = await sentInvoice({
      billing_company_id: parties.co.BE,
      invoicing_address_id: parties.ad.BE,
      currency: 'USD',
      lines: [{ product_name: 'Data', qty: 1, unit_price: 50, vat_code: 'vat_21' }],
    });
    expect(inv.currency).toBe('USD');
    const before = sim().moves.size;
    sim().currencies.set('USD', false);
    try {
      expect(await push(inv.id)).toEqual({
        success: false,
        id: inv.id,
        message: 'The currency USD is not active in Odoo.',
        code: 'accounting_push_failed',
        params: { reason: 'The currency USD is not active in Odoo.' },
      });
    } finally {
      sim().currencies.set('USD', true);
    }
    expect(sim().moves.size).toBe(before);
    expect(await c.get(`/invoices/${inv.id}`)).toMatchObject({
      accounting_status: null,
      odoo_id: null,
      accounting_error: 'The currency USD is not active in Odoo.',
    });
    // Once the currency is active in Odoo, the same invoice goes through.
    expect(await push(inv.id)).toMatchObject({ success: true });
  });

  it('refuses a VAT code without a sale tax and creates nothing', async () => {
    const inv = await sentInvoice({
      billing_company_id: parties.co.BE,
      invoicing_address_id: parties.ad.BE,
      lines: [{ product_name: 'Ship data', qty: 1, unit_price: 50, vat_code: 'vat_seagoing' }],
    });
    const before = sim().moves.size;
    sim().taxedCodes.delete('vat_seagoing');
    try {
      expect(await push(inv.id)).toMatchObject({ success: false, message: 'The VAT code vat_seagoing has no Odoo sale tax: map it in ODOO_TAXES.' });
    } finally {
      sim().taxedCodes.add('vat_seagoing');
    }
    expect(sim().moves.size).toBe(before);
  });
});
