// Dunning (issue 11): unpaid invoices get a reminder at 7, 15 and 30 days past due through the mail
// outbox (with the PDF), each logged, the level on the invoice; never twice for a level; a paid
// invoice or a credit note gets none; admins only may run it. Issue 24 (decision 0059): an invoice
// that numbered credit notes cover, or whose total is not positive, gets none; a partly credited one
// is reminded of what is left.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, dunningLevelDue } from '@console/contract';
import { systemCtx } from '../../src/platform/context.ts';
import { runDunning } from '../../src/resources/invoicing/invoices/invoice-dunning.ts';
import { commercialSetup, type Commercial } from '../support/commercial-fixtures.ts';
import { createUser } from '../support/helpers.ts';

let c: Commercial;
let admin: (o: any) => Promise<any>;
beforeAll(async () => {
  c = await commercialSetup();
  admin = c.t.as((await createUser(c.t, 'admin')).token);
});
afterAll(() => c.t.close());

const sentInvoice = async (dueDate: string, unitPrice = 10) => {
  const res = await c.post('/invoices/', {
    invoicing_address_id: c.addressId,
    invoiced_at: '2026-01-02',
    due_date: dueDate,
    lines: [{ product_name: 'SIM', qty: 1, unit_price: unitPrice, vat_code: 'vat_21' }],
  });
  expect(res.statusCode, res.body).toBe(201);
  expect((await c.post(`/invoices/${res.json().id}/send`, { sent_to: 'pay@festival.test' })).json()).toMatchObject({ success: true });
  return c.get(`/invoices/${res.json().id}`);
};
const reminders = async (subjectLike: string) =>
  (await c.t.database.query(`select recipient, subject, attachments from outbox where subject like $1 order by id`, [subjectLike])).rows as any[];
/** The daily job on a given day, with the app's mailer (the outbox). */
const runDunningAt = (today: string) => runDunning(c.t.database.db as any, systemCtx, c.t.app.services.mail, today);

describe('dunning', () => {
  it('levels at 7, 15 and 30 days past due', () => {
    expect(dunningLevelDue('2026-02-01', '2026-02-07')).toBe(0);
    expect(dunningLevelDue('2026-02-01', '2026-02-08')).toBe(1);
    expect(dunningLevelDue('2026-02-01', '2026-02-16')).toBe(2);
    expect(dunningLevelDue('2026-02-01', '2026-03-03')).toBe(3);
    expect(dunningLevelDue(null, '2026-03-03')).toBe(0);
  });

  it('sends each level once through the outbox, logged; a paid invoice, a fully credited one and a credit note get none', async () => {
    const late = await sentInvoice('2026-02-01');
    const paid = await sentInvoice('2026-02-01');
    await c.post(`/invoices/${paid.id}/mark_paid`);
    const reversed = await sentInvoice('2026-02-01');
    const credit = (await c.post(`/invoices/${reversed.id}/reverse`)).json();
    await c.put(`/invoices/${credit.id}`, { due_date: '2026-02-01' });
    await c.post(`/invoices/${credit.id}/send`, { sent_to: 'pay@festival.test' });

    const first = await admin({ method: 'POST', url: '/api/v1/invoices/dunning', payload: {} });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe(BILLING_MESSAGES.dunning(first.json().sent.length));
    const ids = first.json().sent.map((s: any) => s.id);
    expect(ids).toContain(late.id);
    expect(ids).not.toContain(reversed.id);
    expect(ids).not.toContain(paid.id);
    expect(ids).not.toContain(credit.id);
    expect(await c.get(`/invoices/${late.id}`)).toMatchObject({ dunning_level: 3 });
    const mails = await reminders(`Reminder 3: invoice ${late.number}%`);
    expect(mails).toHaveLength(1);
    expect(mails[0].recipient).toBe('pay@festival.test');
    expect(mails[0].attachments[0].filename).toBe(`invoice_${late.number}.pdf`);
    const log = (
      await c.t.database.query(
        `select verb from logs where object_type = 'invoice' and object_id = $1 and verb = 'update' and (after->>'dunning_level') = '3'`,
        [String(late.id)],
      )
    ).rows;
    expect(log.length).toBe(1);
    // Again: nothing more for the same level.
    const again = (await admin({ method: 'POST', url: '/api/v1/invoices/dunning', payload: {} })).json();
    expect(again.sent.map((s: any) => s.id)).not.toContain(late.id);
    expect(await reminders(`Reminder %: invoice ${late.number}%`)).toHaveLength(1);
  });

  it('climbs level by level as the days pass', async () => {
    const inv = await sentInvoice('2026-06-01');
    await c.t.database.query(`update invoices set dunning_level = 3 where id <> $1`, [inv.id]);
    const levels: number[] = [];
    for (const today of ['2026-06-05', '2026-06-08', '2026-06-10', '2026-06-16', '2026-07-01']) {
      await runDunningAt(today);
      levels.push((await c.get(`/invoices/${inv.id}`)).dunning_level);
    }
    expect(levels).toEqual([0, 1, 1, 2, 3]);
    expect(await reminders(`Reminder %: invoice ${inv.number}%`)).toHaveLength(3);
  });

  it('skips totals that are not positive; reminds a partly credited invoice of what is left; a draft credit note changes nothing yet', async () => {
    await c.t.database.query(`update invoices set dunning_level = 3`);
    const negative = await sentInvoice('2026-08-01', -10);
    const zero = await sentInvoice('2026-08-01', 0);
    const partly = await sentInvoice('2026-08-01', 100);
    const credit = (await c.post(`/invoices/${partly.id}/reverse`)).json();
    const [line] = (await c.get(`/invoice_lines/?invoice_id=${credit.id}`)).results;
    expect((await c.put(`/invoice_lines/${line.id}`, { unit_price: 40 })).statusCode).toBe(200);
    // Positive control: the credit note is still a draft, so the whole 121.00 is reminded.
    const drafted = await sentInvoice('2026-08-01', 100);
    expect((await c.post(`/invoices/${drafted.id}/reverse`)).statusCode).toBe(200);
    await c.post(`/invoices/${credit.id}/send`, { sent_to: 'pay@festival.test' });

    const sent = (await runDunningAt('2026-08-09')).sent.map((s) => s.id);
    expect(sent).not.toContain(negative.id);
    expect(sent).not.toContain(zero.id);
    expect(sent).toContain(partly.id);
    expect(sent).toContain(drafted.id);
    const [partlyMail] = await reminders(`Reminder 1: invoice ${partly.number}%`);
    expect(partlyMail).toBeDefined();
    const text = (await c.t.database.query(`select body as text from outbox where subject like $1`, [`Reminder 1: invoice ${partly.number}%`])).rows[0] as {
      text: string;
    };
    expect(text.text).toContain('72.60 EUR left to pay of 121.00 EUR after credit notes');
    const draftedText = (await c.t.database.query(`select body as text from outbox where subject like $1`, [`Reminder 1: invoice ${drafted.number}%`]))
      .rows[0] as {
      text: string;
    };
    expect(draftedText.text).toContain(', 121.00 EUR, was due');
  });

  it('is run by admins only', async () => {
    expect((await c.post('/invoices/dunning', {})).statusCode).toBe(403);
  });
});
