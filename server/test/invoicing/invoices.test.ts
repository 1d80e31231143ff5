// Invoices and credit notes (spec 3 §2–§8): fields and defaults, totals per VAT rate, draft-only
// edits, numbering (gapless, per prefix/year/type, under concurrency, no number lost by a failed
// send), send with the PDF attached, reverse, mark paid, clone, accounting push, PDF, exports.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES, invoiceTotals, isStructuredReference, structuredReference } from '@console/contract';
import type { AccountingSimulator } from '../../src/integrations/accounting/simulator.ts';
import { commercialSetup, type Commercial } from '../support/commercial-fixtures.ts';
import { pdfText } from '../support/pdf-text.ts';

let c: Commercial;
let addressId: number;
const year = new Date().getUTCFullYear();
beforeAll(async () => {
  c = await commercialSetup();
  await c.put(`/companies/${c.companyId}`, {
    bank_name: 'KBC',
    bank_iban: 'BE71096123456769',
    bank_bic: 'KREDBEBB',
    vat_number: 'BE0123456749',
    street: 'Rue Haute 1',
    zipcode: '1000',
    city: 'Brussels',
  });
  const res = await c.post('/addresses/', {
    name: 'Festival accounts',
    customer_id: c.customerId,
    payment_terms: '45D',
    vat: 'BE0999999922',
    street: 'Avenue Louise',
    number: '5',
    zipcode: '1050',
    city: 'Ixelles',
    country: 'BE',
    accounting_code: 'C-FEST',
  });
  expect(res.statusCode, res.body).toBe(201);
  addressId = res.json().id;
});
afterAll(() => c.t.close());

const LINES = [
  { product_name: 'SD-WAN monthly', qty: 3, unit_price: 19.99, vat_code: 'vat_21' },
  { product_name: 'Antenna', qty: 1, unit_price: 100.005, vat_code: 'vat_21' },
  { product_name: 'Export data', qty: 2.5, unit_price: 10, vat_code: 'vat_export_services_0' },
  { product_name: 'UK service', qty: 1, unit_price: 33.33, vat_code: 'vat_20' },
];
const draft = async (over: Record<string, unknown> = {}) => {
  const res = await c.post('/invoices/', { invoicing_address_id: addressId, invoiced_at: `${year}-03-10`, lines: LINES, ...over });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const send = (id: number, body: Record<string, unknown> = { sent_to: 'billing@festival.test' }) => c.post(`/invoices/${id}/send`, body);
const sent = async (over: Record<string, unknown> = {}) => {
  const inv = await draft(over);
  const res = await send(inv.id);
  expect(res.json(), res.body).toMatchObject({ success: true, message: INVOICE_MESSAGES.sent });
  return c.get(`/invoices/${inv.id}`);
};

describe('contract: totals and references', () => {
  it('rounds each line once, then the tax once per rate on the sum of its lines', () => {
    const t = invoiceTotals([
      { qty: 1, unit_price: 0.104, vat_code: 'vat_21' },
      { qty: 1, unit_price: 0.104, vat_code: 'vat_21' },
      { qty: 1, unit_price: 0.104, vat_code: 'vat_21' },
    ]);
    // Each line 0.10; base 0.30; tax 0.063 -> 0.06 (per-line taxes would give 3 × 0.02 = 0.06 too, base 0.31 would not).
    expect(t).toMatchObject({ total_untaxed_cents: 30, total_tax_cents: 6, total_cents: 36 });
    const many = invoiceTotals(Array.from({ length: 10 }, () => ({ qty: 1, unit_price: '0.05', vat_code: 'vat_21' })));
    // Per line 0.0105 -> 0.01 each (0.10); per rate once: 0.50 × 21 % = 0.105 -> 0.11.
    expect(many.total_tax_cents).toBe(11);
    expect(invoiceTotals([{ qty: '2.5', unit_price: '-10.01', vat_code: 'vat_not_subject' }]).vat[0]).toMatchObject({
      base_cents: -2503,
      tax_cents: 0,
      label: 'NA',
    });
  });

  it('builds Belgian structured references with mod-97 check digits', () => {
    expect(structuredReference(1234567890)).toBe('+++123/4567/89002+++');
    expect(structuredReference(97)).toBe('+++000/0000/09797+++');
    expect(isStructuredReference('+++123/4567/89002+++')).toBe(true);
    expect(isStructuredReference('+++123/4567/89003+++')).toBe(false);
  });
});

describe('invoices: create and edit', () => {
  it('creates a draft with its lines, totals, customer, bank details and due date from the payment terms', async () => {
    const inv = await draft();
    expect(inv).toMatchObject({
      status: 'draft',
      number: null,
      invoice_type: 'invoice',
      source: 'user',
      currency: 'EUR',
      customer_id: c.customerId,
      customer_name: 'Festival Org',
      billing_company_id: c.companyId,
      billing_company_name: 'Reseller SA',
      bank_iban: 'BE71096123456769',
      bank_bic: 'KREDBEBB',
      invoiced_at: `${year}-03-10`,
      due_date: `${year}-04-24`,
      // 59.97 + 100.01 (21 %) = 159.98 -> tax 33.60; 25.00 (0 %); 33.33 (20 %) -> 6.67.
      total_untaxed: 218.31,
      total_tax: 40.27,
      total: 258.58,
    });
    expect(isStructuredReference(inv.structured_reference)).toBe(true);
    const lines = await c.get(`/invoice_lines/?invoice_id=${inv.id}&page_size=50`);
    expect(lines.results.map((l: any) => [l.total, l.tax_rate])).toEqual([
      [59.97, 21],
      [100.01, 21],
      [25, 0],
      [33.33, 20],
    ]);
  });

  it('refuses bad input with a message per field, and a reference with wrong check digits', async () => {
    const res = await c.post('/invoices/', { currency: 'XYZ', structured_reference: '+++123/4567/89003+++', due_date: 'tomorrow' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['currency', 'structured_reference', 'due_date', 'invoicing_address_id']));
    const early = await c.post('/invoices/', { invoicing_address_id: addressId, invoiced_at: '2026-05-10', due_date: '2026-05-01' });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors.due_date).toBe('Must be on or after the invoiced date.');
    const line = await c.post('/invoice_lines/', { invoice_id: 999999, qty: 1 });
    expect(line.statusCode).toBe(400);
  });

  it('moves the due date with the invoiced date, and recomputes totals on every line write', async () => {
    const inv = await draft({ lines: [] });
    expect((await c.put(`/invoices/${inv.id}`, { invoiced_at: `${year}-06-01` })).json().due_date).toBe(`${year}-07-16`);
    const add = await c.post('/invoice_lines/', { invoice_id: inv.id, product_name: 'Router', qty: 2, unit_price: 50, vat_code: 'vat_21' });
    expect(add.statusCode, add.body).toBe(201);
    expect(await c.get(`/invoices/${inv.id}`)).toMatchObject({ total_untaxed: 100, total_tax: 21, total: 121 });
    await c.put(`/invoice_lines/${add.json().id}`, { qty: 3 });
    expect(await c.get(`/invoices/${inv.id}`)).toMatchObject({ total_untaxed: 150, total_tax: 31.5, total: 181.5 });
    const del = await c.staff({ method: 'DELETE', url: `/api/v1/invoice_lines/${add.json().id}` });
    expect(del.statusCode, del.body).toBe(200);
    expect(await c.get(`/invoices/${inv.id}`)).toMatchObject({ total_untaxed: 0, total_tax: 0, total: 0 });
  });

  it('edits and adds lines only while draft (409 naming the status)', async () => {
    const inv = await sent();
    const edit = await c.put(`/invoices/${inv.id}`, { notes: 'late change' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('Cannot edit an invoice with status sent: allowed only when draft.');
    const add = await c.post('/invoice_lines/', { invoice_id: inv.id, qty: 1, unit_price: 1 });
    expect(add.statusCode).toBe(409);
    expect(add.json().message).toBe('Cannot add line an invoice with status sent: allowed only when draft.');
    const [line] = (await c.get(`/invoice_lines/?invoice_id=${inv.id}`)).results;
    expect((await c.put(`/invoice_lines/${line.id}`, { qty: 9 })).statusCode).toBe(409);
    expect((await c.staff({ method: 'DELETE', url: `/api/v1/invoice_lines/${line.id}` })).json().success).toBe(false);
    expect((await c.staff({ method: 'DELETE', url: `/api/v1/invoices/${inv.id}` })).json()).toMatchObject({ success: false });
    expect(await c.get(`/invoices/${inv.id}`)).toMatchObject({ total: inv.total, notes: null });
  });

  it('refuses actions and new lines on a deleted draft', async () => {
    const inv = await draft();
    expect((await c.staff({ method: 'DELETE', url: `/api/v1/invoices/${inv.id}` })).json()).toMatchObject({ success: true });
    expect((await send(inv.id)).json()).toMatchObject({ message: 'The invoice is deleted.' });
    const add = await c.post('/invoice_lines/', { invoice_id: inv.id, qty: 1, unit_price: 1 });
    expect(add.statusCode).toBe(409);
    expect(add.json().message).toBe('The invoice is deleted.');
  });

  it('filters the list by status, type, customer, company, address, source and dates', async () => {
    const inv = await draft({ invoiced_at: `${year}-01-15` });
    const ids = async (q: string) => (await c.get(`/invoices/?${q}&page_size=200`)).results.map((r: any) => r.id);
    expect(
      await ids(
        `status=draft&invoice_type=invoice&customer_id=${c.customerId}&billing_company_id=${c.companyId}&invoicing_address_id=${addressId}&source=user`,
      ),
    ).toContain(inv.id);
    expect(await ids(`start_date=${year}-01-15&end_date=${year}-01-15`)).toEqual([inv.id]);
    expect(await ids('status=paid')).not.toContain(inv.id);
    expect(await ids(`q=Festival`)).toContain(inv.id);
  });
});

describe('send and numbering', () => {
  it('numbers on send, mails the PDF as an attachment, and sets sent_at and status', async () => {
    const inv = await draft();
    const res = await send(inv.id, { sent_to: 'billing@festival.test', subject: 'Your invoice', message: 'Thanks' });
    expect(res.json()).toMatchObject({ success: true, id: inv.id, message: 'Invoice sent', status: 'sent' });
    const after = await c.get(`/invoices/${inv.id}`);
    expect(after.number).toMatch(new RegExp(`^F1-${year}-\\d{5}$`));
    expect(after).toMatchObject({ status: 'sent', sent_to: 'billing@festival.test' });
    expect(after.sent_at).toBeTruthy();
    const { rows } = await c.t.database.query(
      `select subject, body, attachments from outbox where recipient = 'billing@festival.test' order by id desc limit 1`,
    );
    const mail = rows[0] as any;
    expect(mail).toMatchObject({ subject: 'Your invoice', body: 'Thanks' });
    expect(mail.attachments[0]).toMatchObject({ filename: `invoice_${after.number}.pdf`, content_type: 'application/pdf' });
    const text = (await pdfText(Buffer.from(mail.attachments[0].content, 'base64'))).text;
    expect(text).toContain(after.number);
    expect(text).toContain('258.58 EUR');
  });

  it('refuses a send without an address (400) or without lines (409), and a draft keeps no number', async () => {
    const inv = await draft({ lines: [] });
    const bad = await send(inv.id, { sent_to: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.sent_to).toBeTruthy();
    const empty = await send(inv.id);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe('An invoice without lines cannot be sent.');
    expect((await c.get(`/invoices/${inv.id}`)).number).toBeNull();
  });

  it('a failed send consumes no number; a retried send does not mail or number twice', async () => {
    const mail = c.t.app.services.mail;
    const queue = mail.queue;
    const prefix2 = (await c.post('/companies/', { name: 'Second SA', invoice_prefix: 2 })).json().id;
    const a = await draft({ billing_company_id: prefix2 });
    mail.queue = async () => {
      throw new Error('disk full');
    };
    const failed = await send(a.id);
    mail.queue = queue;
    expect(failed.json()).toEqual({ success: false, id: a.id, message: 'Sending the invoice failed', code: 'invoice_send_failed', params: {} });
    expect(await c.get(`/invoices/${a.id}`)).toMatchObject({ status: 'draft', number: null });
    expect((await send(a.id)).json().number).toBe(`F2-${year}-00001`);
    const before = (await c.t.database.query(`select count(*)::int as n from outbox`)).rows[0] as { n: number };
    const again = await send(a.id);
    expect(again.json()).toMatchObject({ success: true, number: `F2-${year}-00001` });
    expect((await c.t.database.query(`select count(*)::int as n from outbox`)).rows[0]).toEqual(before);
    const b = await draft({ billing_company_id: prefix2 });
    expect((await send(b.id)).json().number).toBe(`F2-${year}-00002`);
  });

  it('gives 50 concurrent sends 50 consecutive numbers, no gap, no duplicate', async () => {
    const company = (await c.post('/companies/', { name: 'Busy SA', invoice_prefix: 3 })).json().id;
    const drafts = [];
    for (let i = 0; i < 50; i++) drafts.push(await draft({ billing_company_id: company, lines: [LINES[0]] }));
    const answers = await Promise.all(drafts.map((d) => send(d.id)));
    for (const a of answers) expect(a.json(), a.body).toMatchObject({ success: true });
    const numbers = answers.map((a) => a.json().number as string).sort();
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => `F3-${year}-${String(i + 1).padStart(5, '0')}`));
  });

  it('keeps one sequence per year and another for credit notes', async () => {
    const company = (await c.post('/companies/', { name: 'Yearly SA', invoice_prefix: 4 })).json().id;
    const last = await sent({ billing_company_id: company, invoiced_at: `${year - 1}-12-31` });
    const first = await sent({ billing_company_id: company });
    expect([last.number, first.number]).toEqual([`F4-${year - 1}-00001`, `F4-${year}-00001`]);
    const rev = await c.post(`/invoices/${first.id}/reverse`);
    expect((await send(rev.json().id)).json().number).toBe(`C4-${year}-00001`);
  });
});

describe('reverse, mark paid, clone', () => {
  it('reverses a sent invoice into a credit note with the same lines, once its whole total is credited', async () => {
    const inv = await sent();
    const res = await c.post(`/invoices/${inv.id}/reverse`);
    expect(res.json()).toMatchObject({ success: true, message: 'Credit note added' });
    const credit = await c.get(`/invoices/${res.json().id}`);
    expect(credit).toMatchObject({ invoice_type: 'credit', status: 'draft', reversed_invoice_id: inv.id, total: inv.total, customer_id: inv.customer_id });
    expect((await c.get(`/invoice_lines/?invoice_id=${credit.id}`)).results).toHaveLength(LINES.length);
    const twice = await c.post(`/invoices/${inv.id}/reverse`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`Invoice ${inv.number} is already fully credited by draft credit note ${credit.id}.`);
    const sentCredit = await send(credit.id);
    expect(sentCredit.json().number).toMatch(new RegExp(`^C1-${year}-\\d{5}$`));
    const again = await c.post(`/invoices/${credit.id}/reverse`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A credit note cannot be reversed.');
    const pdf = await c.staff({ method: 'GET', url: `/api/v1/invoices/${credit.id}/invoice_${sentCredit.json().number}.pdf` });
    expect((await pdfText(pdf.rawPayload)).text).toContain(`Credit note for invoice ${inv.number}`);
  });

  it('refuses to reverse or mark paid a draft (409 naming the status)', async () => {
    const inv = await draft();
    const rev = await c.post(`/invoices/${inv.id}/reverse`);
    expect(rev.statusCode).toBe(409);
    expect(rev.json().message).toBe('Cannot reverse an invoice with status draft: allowed only when sent, view or paid.');
    expect((await c.post(`/invoices/${inv.id}/mark_paid`)).json().message).toBe(
      'Cannot mark paid an invoice with status draft: allowed only when sent or view.',
    );
  });

  it('marks paid once', async () => {
    const inv = await sent();
    expect((await c.post(`/invoices/${inv.id}/mark_paid`)).json()).toMatchObject({ success: true, id: inv.id, message: 'Invoice marked as paid' });
    expect((await c.get(`/invoices/${inv.id}`)).status).toBe('paid');
    expect((await c.post(`/invoices/${inv.id}/mark_paid`)).statusCode).toBe(409);
  });

  it('records the day the payment arrived: today in Brussels without a body, the given day, never a future day or one before the invoice', async () => {
    const brusselsToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
    const withoutBody = await sent();
    await c.post(`/invoices/${withoutBody.id}/mark_paid`);
    expect((await c.get(`/invoices/${withoutBody.id}`)).paid_at).toBe(brusselsToday);

    const inv = await sent();
    const shift = (days: number) => new Date(Date.parse(inv.invoiced_at) + days * 86_400_000).toISOString().slice(0, 10);
    const future = await c.post(`/invoices/${inv.id}/mark_paid`, { paid_at: shift(400) });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ code: 'invalid_input', errors: { paid_at: 'The payment date cannot be in the future.' } });
    const early = await c.post(`/invoices/${inv.id}/mark_paid`, { paid_at: shift(-1) });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors.paid_at).toBe(`The payment date cannot be before the invoice date (${inv.invoiced_at}).`);
    const notADay = await c.post(`/invoices/${inv.id}/mark_paid`, { paid_at: '2026-02-30' });
    expect(notADay.statusCode).toBe(400);
    expect(await c.get(`/invoices/${inv.id}`)).toMatchObject({ status: inv.status, paid_at: null });

    const ok = await c.post(`/invoices/${inv.id}/mark_paid`, { paid_at: inv.invoiced_at });
    expect(ok.json()).toMatchObject({ success: true, message: 'Invoice marked as paid' });
    expect(await c.get(`/invoices/${inv.id}`)).toMatchObject({ status: 'paid', paid_at: inv.invoiced_at });
  });

  it('clones into a new draft without number', async () => {
    const inv = await sent();
    const res = await c.post(`/invoices/${inv.id}/clone`);
    expect(res.json()).toMatchObject({ success: true, message: 'Invoice cloned' });
    expect(await c.get(`/invoices/${res.json().id}`)).toMatchObject({ status: 'draft', number: null, total: inv.total, sent_at: null });
  });
});

describe('accounting push', () => {
  const sim = () => c.t.app.services.integrations.accounting as AccountingSimulator;

  it('pushes only once sent_at is set', async () => {
    const inv = await draft();
    const res = await c.post(`/invoices/${inv.id}/odoo/push`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Cannot push an invoice with status draft: allowed only when sent, view or paid.');
  });

  it('posts the invoice, keeps its id, and never creates a second move', async () => {
    const inv = await sent();
    const res = await c.post(`/invoices/${inv.id}/odoo/push`);
    expect(res.json()).toMatchObject({ success: true, id: inv.id, message: 'Invoice pushed to odoo' });
    const after = await c.get(`/invoices/${inv.id}`);
    expect(after).toMatchObject({ accounting_status: 'DONE', accounting_error: null });
    expect(after.odoo_id).toBeGreaterThan(0);
    expect(after.odoo_name).toMatch(/^INV\//);
    const moves = sim().moves.size;
    const [again1, again2] = await Promise.all([c.post(`/invoices/${inv.id}/odoo/push`), c.post(`/invoices/${inv.id}/odoo/push`)]);
    expect(again1.json()).toMatchObject({ success: true, odoo_id: after.odoo_id });
    expect(again2.json()).toMatchObject({ success: true, odoo_id: after.odoo_id });
    expect(sim().moves.size).toBe(moves);
  });

  it('keeps the failure message and can be retried', async () => {
    const inv = await sent();
    sim().failing = true;
    const res = await c.post(`/invoices/${inv.id}/odoo/push`);
    sim().failing = false;
    expect(res.json()).toMatchObject({ success: false, message: 'accounting: unreachable (simulated outage)' });
    expect(await c.get(`/invoices/${inv.id}`)).toMatchObject({ accounting_status: null, accounting_error: 'accounting: unreachable (simulated outage)' });
    expect((await c.post(`/invoices/${inv.id}/odoo/push`)).json().success).toBe(true);
    expect(await c.get(`/invoices/${inv.id}`)).toMatchObject({ accounting_status: 'DONE', accounting_error: null });
  });
});

describe('PDF and exports', () => {
  it('renders the PDF with the issuer, bank details, address, VAT breakdown, totals, due date and reference', async () => {
    const inv = await sent();
    const res = await c.staff({ method: 'GET', url: `/api/v1/invoices/${inv.id}/invoice_${inv.number}.pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text, title } = await pdfText(res.rawPayload);
    expect(title).toBe(`Invoice ${inv.number}`);
    for (const s of [
      'Reseller SA',
      'IBAN BE71096123456769',
      'BIC KREDBEBB',
      'Festival accounts',
      'VAT BE0999999922',
      'SD-WAN monthly',
      '59.97 EUR',
      '100.01 EUR',
      '159.98 EUR',
      '33.60 EUR',
      '6.67 EUR',
      '218.31 EUR',
      '40.27 EUR',
      '258.58 EUR',
      `Due date ${inv.due_date}`,
      inv.structured_reference,
      'Scan to pay',
    ]) {
      expect(text).toContain(s);
    }
    expect((await c.staff({ method: 'GET', url: `/api/v1/invoices/999999/invoice_x.pdf` })).statusCode).toBe(404);
  });

  it('exports invoices and invoice lines with the current filters', async () => {
    const inv = await draft({ purchase_order: 'PO-EXPORT-1' });
    for (const [url, expected] of [
      [`/api/v1/invoices/export.xls?q=PO-EXPORT-1`, 'PO-EXPORT-1'],
      [`/api/v1/invoice_lines/export.xls?invoice_id=${inv.id}`, 'SD-WAN monthly'],
    ] as const) {
      const res = await c.staff({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as never);
      const values = wb.worksheets[0].getSheetValues().flat().map(String);
      expect(values).toContain(expected);
    }
  });
});
