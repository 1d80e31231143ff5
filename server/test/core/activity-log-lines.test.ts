// A document and its lines are one change (issue 28, decision 0084): creating an invoice with three
// lines writes one entry on the invoice with the lines inside it; editing a line folds into the
// invoice's entry of that transaction; a change of nothing writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commercialSetup, type Commercial } from '../support/commercial-fixtures.ts';

let c: Commercial;
beforeAll(async () => {
  c = await commercialSetup();
});
afterAll(() => c.t.close());

const LINES = [
  { product_name: 'Router', qty: 1, unit_price: 100, vat_code: 'vat_21' },
  { product_name: 'Installation', qty: 1, unit_price: 50, vat_code: 'vat_6' },
  { product_name: 'Cabling', qty: 2, unit_price: 10, vat_code: 'vat_21' },
];
const entriesOf = async (invoiceId: number) => (await c.get(`/logs/?invoice_id=${invoiceId}&by_system=all`)).results as any[];
const lineEntries = async (invoiceId: number) => (await c.get(`/logs/?object_type=invoice_line&by_system=all&q=${invoiceId}`)).results as any[];

describe('a document and its lines in the activity log', () => {
  it('logs a three-line invoice as one entry with its lines inside, totals included', async () => {
    const res = await c.post('/invoices/', { invoicing_address_id: c.addressId, lines: LINES });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id;
    const entries = await entriesOf(id);
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toMatchObject({ verb: 'create', object_type: 'invoice', object_id: String(id) });
    // The totals the lines computed are in the created invoice's values.
    expect(entry.after.total).toBe(res.json().total);
    expect(entry.lines).toHaveLength(3);
    expect(entry.lines.map((l: any) => [l.verb, l.object_type, l.object_repr])).toEqual([
      ['create', 'invoice_line', 'Router'],
      ['create', 'invoice_line', 'Installation'],
      ['create', 'invoice_line', 'Cabling'],
    ]);
    expect(entry.lines[2].after).toMatchObject({ qty: 2, product_name: 'Cabling' });
    // No entry of its own for any line.
    const all = (await c.get('/logs/?object_type=invoice_line&by_system=all')).results as any[];
    expect(all.filter((e) => e.refs?.invoice_id === id)).toEqual([]);
  });

  it('logs a line edit and the totals it moves as one update of the invoice; nothing for a change of nothing', async () => {
    const id = (await c.post('/invoices/', { invoicing_address_id: c.addressId, lines: LINES })).json().id;
    const lines = (await c.get(`/invoice_lines/?invoice_id=${id}`)).results as any[];
    const router = lines.find((l) => l.product_name === 'Router');
    const res = await c.put(`/invoice_lines/${router.id}`, { qty: 3 });
    expect(res.statusCode, res.body).toBe(200);
    const entries = await entriesOf(id);
    expect(entries.map((e) => e.verb)).toEqual(['update', 'create']);
    const [update] = entries;
    expect(update.before.total).not.toBe(update.after.total);
    expect(update.lines).toEqual([
      expect.objectContaining({
        verb: 'update',
        object_id: String(router.id),
        before: expect.objectContaining({ qty: 1 }),
        after: expect.objectContaining({ qty: 3 }),
      }),
    ]);
    expect(update.object_repr).toBe(entries[1].object_repr);
    // The same values again: no entry.
    await c.put(`/invoice_lines/${router.id}`, { qty: 3 });
    expect(await entriesOf(id)).toHaveLength(2);
    expect(await lineEntries(id)).toEqual([]);
  });
});
