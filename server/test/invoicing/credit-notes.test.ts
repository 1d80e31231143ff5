// Credit notes (issue 24, decision 0059): never more than what is left to credit on the invoice, in
// its currency and from its billing company; an invoice credited in parts as often as its balance
// allows, the remaining balance shown; a credit note is not cloned; a deleted draft credit note gives
// its amount back; 50 concurrent reverses give exactly the credit notes allowed. Each refusal has its
// positive control beside it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES } from '@console/contract';
import { commercialSetup, type Commercial } from '../support/commercial-fixtures.ts';

let c: Commercial;
beforeAll(async () => {
  c = await commercialSetup();
});
afterAll(() => c.t.close());

// 100 at 21 % (121.00) and 50 at 6 % (53.00): 174.00.
const LINES = [
  { product_name: 'Router', qty: 1, unit_price: 100, vat_code: 'vat_21' },
  { product_name: 'Installation', qty: 1, unit_price: 50, vat_code: 'vat_6' },
];
const send = (id: number) => c.post(`/invoices/${id}/send`, { sent_to: 'billing@festival.test' });
const sentInvoice = async (over: Record<string, unknown> = {}) => {
  const res = await c.post('/invoices/', { invoicing_address_id: c.addressId, lines: LINES, ...over });
  expect(res.statusCode, res.body).toBe(201);
  expect((await send(res.json().id)).json()).toMatchObject({ success: true, message: INVOICE_MESSAGES.sent });
  return c.get(`/invoices/${res.json().id}`);
};
const reverse = (id: number) => c.post(`/invoices/${id}/reverse`);
const linesOf = async (id: number) => (await c.get(`/invoice_lines/?invoice_id=${id}`)).results as any[];
const archive = (id: number) => c.staff({ method: 'DELETE', url: `/api/v1/invoices/${id}`, payload: {} });

describe('credit notes', () => {
  it('credits an invoice in parts up to its total, the remaining balance shown, then refuses', async () => {
    const inv = await sentInvoice();
    expect(inv).toMatchObject({ total: 174, credited_total: 0, remaining_to_credit: 174 });

    // The first reverse copies the lines: a full credit note, lowered while draft for a partial one.
    const first = (await reverse(inv.id)).json();
    expect(first).toMatchObject({ success: true, message: INVOICE_MESSAGES.reversed });
    expect(await c.get(`/invoices/${first.id}`)).toMatchObject({ invoice_type: 'credit', reversed_invoice_id: inv.id, total: 174, remaining_to_credit: null });
    expect(await c.get(`/invoices/${inv.id}`)).toMatchObject({ credited_total: 174, remaining_to_credit: 0 });
    const router = (await linesOf(first.id)).find((l) => l.vat_code === 'vat_21');
    expect((await c.put(`/invoice_lines/${router.id}`, { unit_price: 40 })).statusCode).toBe(200);
    expect(await c.get(`/invoices/${first.id}`)).toMatchObject({ total: 101.4 });
    expect(await c.get(`/invoices/${inv.id}`)).toMatchObject({ credited_total: 101.4, remaining_to_credit: 72.6 });
    // The list answers the same numbers as the record (JSON numbers, not numeric text).
    expect((await c.get(`/invoices/?id=${inv.id}`)).results[0]).toMatchObject({ credited_total: 101.4, remaining_to_credit: 72.6 });
    expect((await send(first.id)).json()).toMatchObject({ success: true });

    // The second reverse credits what is left, one line per VAT code with something left.
    const second = (await reverse(inv.id)).json();
    expect(second).toMatchObject({ success: true });
    const rest = await linesOf(second.id);
    expect(rest).toMatchObject([{ qty: 1, unit_price: 60, vat_code: 'vat_21', product_name: `Remaining balance of invoice ${inv.number}` }]);
    expect(await c.get(`/invoices/${second.id}`)).toMatchObject({ total: 72.6 });
    expect(await c.get(`/invoices/${inv.id}`)).toMatchObject({ credited_total: 174, remaining_to_credit: 0 });

    // The invoice's credit notes, as its show page lists them.
    const listed = await c.get(`/invoices/?reversed_invoice_id=${inv.id}&sort=id&order=ASC`);
    expect(listed.results.map((r: any) => r.id)).toEqual([first.id, second.id]);
    expect((await c.get(`/invoices/?reversed_invoice_id=${second.id}`)).results).toEqual([]);

    // Nothing left: refused, naming the credit notes.
    const third = await reverse(inv.id);
    expect(third.statusCode).toBe(409);
    const firstNumber = (await c.get(`/invoices/${first.id}`)).number;
    expect(third.json().message).toBe(`Invoice ${inv.number} is already fully credited by credit note ${firstNumber}, draft credit note ${second.id}.`);
  });

  it('refuses a credit note line write above what is left to credit (409), and takes one within it', async () => {
    const inv = await sentInvoice();
    const note = (await reverse(inv.id)).json();
    const router = (await linesOf(note.id)).find((l) => l.vat_code === 'vat_21');
    // Raising the full credit note: above the invoice's 174.00.
    const above = await c.put(`/invoice_lines/${router.id}`, { unit_price: 100.01 });
    expect(above.statusCode).toBe(409);
    expect(above.json().message).toBe(
      `A credit note of 174.01 EUR is more than is left to credit on invoice ${inv.number}: 174.00 EUR of its 174.00 EUR (0.00 EUR already credited).`,
    );
    const added = await c.post('/invoice_lines/', { invoice_id: note.id, product_name: 'Extra', qty: 1, unit_price: 1, vat_code: 'vat_21' });
    expect(added.statusCode).toBe(409);
    expect(await c.get(`/invoices/${inv.id}`)).toMatchObject({ credited_total: 174 });
    // Positive control: lowered, then a new line within what that frees.
    expect((await c.put(`/invoice_lines/${router.id}`, { unit_price: 90 })).statusCode).toBe(200);
    const within = await c.post('/invoice_lines/', { invoice_id: note.id, product_name: 'Extra', qty: 1, unit_price: 10, vat_code: 'vat_21' });
    expect(within.statusCode, within.body).toBe(201);
    expect(await c.get(`/invoices/${inv.id}`)).toMatchObject({ credited_total: 174, remaining_to_credit: 0 });
  });

  it("keeps a credit note in its invoice's currency and billing company (400), other edits pass", async () => {
    const inv = await sentInvoice();
    const note = (await reverse(inv.id)).json();
    const other = (await c.post('/companies/', { name: 'Other SARL', invoice_prefix: 2 })).json().id;
    const usd = await c.put(`/invoices/${note.id}`, { currency: 'USD' });
    expect(usd.statusCode).toBe(400);
    expect(usd.json().errors).toEqual({ currency: 'A credit note is in the currency of the invoice it credits (EUR).' });
    const company = await c.put(`/invoices/${note.id}`, { billing_company_id: other });
    expect(company.statusCode).toBe(400);
    expect(company.json().errors).toEqual({ billing_company_id: 'A credit note is issued by the billing company of the invoice it credits.' });
    expect(await c.get(`/invoices/${note.id}`)).toMatchObject({ currency: 'EUR', billing_company_id: inv.billing_company_id });
    // Positive controls: the same values and other fields pass; an invoice draft may change both.
    expect((await c.put(`/invoices/${note.id}`, { currency: 'EUR', billing_company_id: inv.billing_company_id, notes: 'Returned router' })).statusCode).toBe(
      200,
    );
    const plain = (await c.post('/invoices/', { invoicing_address_id: c.addressId, lines: LINES })).json();
    expect((await c.put(`/invoices/${plain.id}`, { currency: 'USD', billing_company_id: other })).statusCode).toBe(200);
  });

  it('refuses to clone a credit note (409); an invoice clones', async () => {
    const inv = await sentInvoice();
    const note = (await reverse(inv.id)).json();
    const clone = await c.post(`/invoices/${note.id}/clone`);
    expect(clone.statusCode).toBe(409);
    expect(clone.json().message).toBe('A credit note cannot be cloned: reverse its invoice again to credit what is left of it.');
    expect((await c.post(`/invoices/${inv.id}/clone`)).json()).toMatchObject({ success: true, message: INVOICE_MESSAGES.cloned });
  });

  it('gives back the amount of a deleted draft credit note; brings it back only while it fits', async () => {
    const inv = await sentInvoice();
    const note = (await reverse(inv.id)).json();
    expect(await c.get(`/invoices/${inv.id}`)).toMatchObject({ credited_total: 174 });
    expect((await archive(note.id)).json()).toMatchObject({ success: true });
    expect(await c.get(`/invoices/${inv.id}`)).toMatchObject({ credited_total: 0, remaining_to_credit: 174 });
    // Credited again by a new full credit note: the deleted one no longer fits.
    const again = (await reverse(inv.id)).json();
    expect(again).toMatchObject({ success: true });
    const refused = await c.post(`/invoices/${note.id}/unarchive`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`is more than is left to credit on invoice ${inv.number}`);
    expect(refused.json()).toMatchObject({ code: 'invoice_over_credit', params: { invoice: inv.number } });
    expect(await c.get(`/invoices/${inv.id}`)).toMatchObject({ credited_total: 174 });
    // Positive control: once the new one is deleted, the first comes back and takes its amount again.
    expect((await archive(again.id)).json()).toMatchObject({ success: true });
    expect((await c.post(`/invoices/${note.id}/unarchive`)).json()).toMatchObject({ success: true });
    expect(await c.get(`/invoices/${inv.id}`)).toMatchObject({ credited_total: 174, remaining_to_credit: 0 });
  });

  it('refuses to credit an invoice whose total is not positive; a positive one is credited', async () => {
    const negative = await sentInvoice({ lines: [{ product_name: 'Refund', qty: 1, unit_price: -10, vat_code: 'vat_21' }] });
    const refused = await reverse(negative.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`Invoice ${negative.number} has a total of -12.10 EUR: there is nothing to credit.`);
    const positive = await sentInvoice({ lines: [{ product_name: 'Router', qty: 1, unit_price: 10, vat_code: 'vat_21' }] });
    expect((await reverse(positive.id)).statusCode).toBe(200);
  });

  it('gives 50 concurrent reverses exactly the credit notes the balance allows', async () => {
    const count = async (id: number) =>
      (
        await c.t.database.query(`select count(*)::int as n from invoices where reversed_invoice_id = $1 and invoice_type = 'credit' and archived_at is null`, [
          id,
        ])
      ).rows[0] as { n: number };
    // Nothing credited: the first reverse takes the whole total, the 49 others are refused.
    const fresh = await sentInvoice();
    const answers = await Promise.all(Array.from({ length: 50 }, () => reverse(fresh.id)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(49);
    expect(await count(fresh.id)).toEqual({ n: 1 });
    expect(await c.get(`/invoices/${fresh.id}`)).toMatchObject({ credited_total: 174, remaining_to_credit: 0 });

    // Partly credited: one credit note for the rest, not 50.
    const partly = await sentInvoice();
    const note = (await reverse(partly.id)).json();
    const install = (await linesOf(note.id)).find((l) => l.vat_code === 'vat_6');
    expect((await c.staff({ method: 'DELETE', url: `/api/v1/invoice_lines/${install.id}`, payload: {} })).statusCode).toBe(200);
    expect(await c.get(`/invoices/${partly.id}`)).toMatchObject({ credited_total: 121, remaining_to_credit: 53 });
    const rest = await Promise.all(Array.from({ length: 50 }, () => reverse(partly.id)));
    expect(rest.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(rest.filter((a) => a.statusCode !== 200).every((a) => a.statusCode === 409)).toBe(true);
    expect(await count(partly.id)).toEqual({ n: 2 });
    expect(await c.get(`/invoices/${partly.id}`)).toMatchObject({ credited_total: 174, remaining_to_credit: 0 });
    const total = (await c.t.database.query(`select sum(total)::text as s from invoices where reversed_invoice_id = $1 and archived_at is null`, [partly.id]))
      .rows[0] as { s: string };
    expect(total.s).toBe('174.00');
  });
});
