// Invoice numbers in date order (issue 24, decisions 0020 and 0059): gapless per company prefix, type
// and year, and a number never carries an earlier date than the one before it: a send dated before
// the sequence's last number is refused (409 naming that number and its date) and consumes nothing.
// Each refusal has its positive control beside it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commercialSetup, type Commercial } from '../support/commercial-fixtures.ts';

let c: Commercial;
const year = new Date().getUTCFullYear();
beforeAll(async () => {
  c = await commercialSetup();
});
afterAll(() => c.t.close());

let prefixes = 1;
const company = async () => {
  prefixes += 1;
  const res = await c.post('/companies/', { name: `Seq ${prefixes}`, invoice_prefix: prefixes });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as number, prefix: prefixes };
};
const draft = async (billingCompanyId: number, invoicedAt: string) => {
  const res = await c.post('/invoices/', {
    invoicing_address_id: c.addressId,
    billing_company_id: billingCompanyId,
    invoiced_at: invoicedAt,
    lines: [{ product_name: 'SIM', qty: 1, unit_price: 10, vat_code: 'vat_21' }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
};
const send = (id: number) => c.post(`/invoices/${id}/send`, { sent_to: 'billing@festival.test' });
const num = (prefix: number, n: number, type = 'F', y = year) => `${type}${prefix}-${y}-${String(n).padStart(5, '0')}`;

describe('numbers in date order', () => {
  it('refuses a draft dated before the last number of its sequence, and numbers it once re-dated', async () => {
    const co = await company();
    expect((await send(await draft(co.id, `${year}-06-10`))).json()).toMatchObject({ success: true, number: num(co.prefix, 1) });
    const january = await draft(co.id, `${year}-01-15`);
    const refused = await send(january);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `The invoiced date ${year}-01-15 is before ${year}-06-10, the date of ${num(co.prefix, 1)}, the last number of its sequence: numbers follow the dates, so date this document ${year}-06-10 or later.`,
    );
    expect(await c.get(`/invoices/${january}`)).toMatchObject({ status: 'draft', number: null });
    // Positive controls: the same day, a later day, and the January draft re-dated, each the next number.
    expect((await send(await draft(co.id, `${year}-06-10`))).json()).toMatchObject({ number: num(co.prefix, 2) });
    expect((await send(await draft(co.id, `${year}-06-11`))).json()).toMatchObject({ number: num(co.prefix, 3) });
    expect((await c.put(`/invoices/${january}`, { invoiced_at: `${year}-06-12` })).statusCode).toBe(200);
    expect((await send(january)).json()).toMatchObject({ success: true, number: num(co.prefix, 4) });
  });

  it('orders each sequence alone: credit notes, other years and other companies are not held back', async () => {
    const co = await company();
    const other = await company();
    const invoiceId = await draft(co.id, `${year}-06-10`);
    expect((await send(invoiceId)).json()).toMatchObject({ number: num(co.prefix, 1) });
    // An earlier date in another year, or at another company: another sequence.
    expect((await send(await draft(co.id, `${year - 1}-03-01`))).json()).toMatchObject({ number: num(co.prefix, 1, 'F', year - 1) });
    expect((await send(await draft(other.id, `${year}-01-02`))).json()).toMatchObject({ number: num(other.prefix, 1) });
    // A credit note dated before the invoices: the credit notes' own sequence.
    const credit = (await c.post(`/invoices/${invoiceId}/reverse`)).json().id;
    expect((await c.put(`/invoices/${credit}`, { invoiced_at: `${year}-01-10` })).statusCode).toBe(200);
    expect((await send(credit)).json()).toMatchObject({ number: num(co.prefix, 1, 'C') });
  });

  it('reads the date of the last number when the sequence has none kept yet', async () => {
    const co = await company();
    expect((await send(await draft(co.id, `${year}-05-20`))).json()).toMatchObject({ number: num(co.prefix, 1) });
    await c.t.database.query(`update invoice_sequences set last_invoiced_at = null where prefix = $1`, [co.prefix]);
    const refused = await send(await draft(co.id, `${year}-05-19`));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`before ${year}-05-20, the date of ${num(co.prefix, 1)}`);
    expect((await send(await draft(co.id, `${year}-05-20`))).json()).toMatchObject({ number: num(co.prefix, 2) });
  });

  it('keeps 50 concurrent sends of mixed dates gapless and in date order', async () => {
    const co = await company();
    const days = Array.from({ length: 50 }, (_, i) => `${year}-02-${String(1 + ((i * 7) % 28)).padStart(2, '0')}`);
    const ids = [];
    for (const d of days) ids.push(await draft(co.id, d));
    const answers = await Promise.all(ids.map((id) => send(id)));
    for (const a of answers) expect([200, 409], a.body).toContain(a.statusCode);
    const numbered = (
      await c.t.database.query(`select number, invoiced_at::text as d from invoices where billing_company_id = $1 and number is not null order by number`, [
        co.id,
      ])
    ).rows as { number: string; d: string }[];
    expect(numbered.length).toBe(answers.filter((a) => a.statusCode === 200).length);
    expect(numbered.length).toBeGreaterThan(0);
    expect(numbered.map((r) => r.number)).toEqual(numbered.map((_, i) => num(co.prefix, i + 1)));
    const dates = numbered.map((r) => r.d);
    expect(dates).toEqual([...dates].sort());
    const drafts = (await c.t.database.query(`select count(*)::int as n from invoices where billing_company_id = $1 and number is null`, [co.id])).rows[0];
    expect(drafts).toEqual({ n: answers.filter((a) => a.statusCode === 409).length });
  });
});
