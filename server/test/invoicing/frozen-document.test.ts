// A sent document never changes (rule 17, decision 0062): numbering freezes the seller, the billing
// address (VAT number, Peppol id), the customer and the lines in invoices.document, and every PDF
// and UBL of the numbered invoice is made from it. Editing the company, the address, the customer
// or a line afterwards leaves both files byte for byte as they were; a draft still shows its live
// rows (the positive control). An invoice numbered before the snapshot existed is frozen by its
// first read. The snapshot is the server's own: never in an answer or the activity log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { belgianParties, commercialSetup, type Commercial } from '../support/commercial-fixtures.ts';
import { pdfText } from '../support/pdf-text.ts';

let c: Commercial;
let addressId: number;
beforeAll(async () => {
  c = await commercialSetup();
  addressId = await belgianParties(c);
});
afterAll(() => c.t.close());

const files = async (id: number, number: string) => {
  const xml = await c.staff({ method: 'GET', url: `/api/v1/invoices/${id}/invoice_${number}.xml` });
  const pdf = await c.staff({ method: 'GET', url: `/api/v1/invoices/${id}/invoice_${number}.pdf` });
  expect(xml.statusCode, xml.body).toBe(200);
  expect(pdf.statusCode).toBe(200);
  return { xml: xml.rawPayload as Buffer, pdf: pdf.rawPayload as Buffer };
};

async function sentInvoice() {
  const created = await c.post('/invoices/', {
    invoicing_address_id: addressId,
    billing_company_id: c.companyId,
    lines: [
      { product_name: 'SD-WAN', qty: 3, unit_price: 19.99, vat_code: 'vat_21' },
      { product_name: 'Router rental', qty: 1, unit_price: 45, vat_code: 'vat_21' },
    ],
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as number;
  const sent = await c.post(`/invoices/${id}/send`, { sent_to: 'ap@brouwerij.test' });
  expect(sent.json(), sent.body).toMatchObject({ success: true });
  return { id, number: sent.json().number as string };
}

const editEverything = async (tag: string) => {
  expect((await c.put(`/companies/${c.companyId}`, { name: `Reseller ${tag}`, street: `Avenue ${tag} 1`, vat_number: 'BE0202239951' })).statusCode).toBe(200);
  const addr = await c.put(`/addresses/${addressId}`, { name: `Brouwerij ${tag}`, street: `Markt ${tag}`, vat: 'BE0202239951', city: 'Brugge' });
  expect(addr.statusCode, addr.body).toBe(200);
  expect((await c.put(`/customers/${c.customerId}`, { name: `Festival ${tag}` })).statusCode).toBe(200);
};

describe('frozen documents', () => {
  it('a numbered invoice keeps its UBL and PDF byte for byte when the company, address, customer and lines change', async () => {
    const { id, number } = await sentInvoice();
    const before = await files(id, number);
    const text = (await pdfText(before.pdf)).text;
    expect(before.xml.toString('utf8')).toContain('Kerkstraat');
    expect(text).toContain('Brouwerij NV');

    await editEverything('Renamed');
    // A line of a sent invoice cannot be edited through the API; written underneath, it still changes nothing.
    await c.t.database.query(`update invoice_lines set product_name = 'Changed underneath', unit_price = 1 where invoice_id = $1`, [id]);

    const after = await files(id, number);
    expect(after.xml.equals(before.xml)).toBe(true);
    expect((await pdfText(after.pdf)).text).toBe(text);
    expect(after.pdf.equals(before.pdf)).toBe(true);
    expect(after.xml.toString('utf8')).not.toContain('Renamed');
  });

  it('a draft still shows its live rows (positive control)', async () => {
    const created = await c.post('/invoices/', {
      invoicing_address_id: addressId,
      billing_company_id: c.companyId,
      lines: [{ product_name: 'Data', qty: 1, unit_price: 10, vat_code: 'vat_21' }],
    });
    const id = created.json().id as number;
    const before = (await pdfText((await c.staff({ method: 'GET', url: `/api/v1/invoices/${id}/invoice_draft.pdf` })).rawPayload)).text;
    await editEverything('Live');
    const after = (await pdfText((await c.staff({ method: 'GET', url: `/api/v1/invoices/${id}/invoice_draft.pdf` })).rawPayload)).text;
    expect(after).not.toBe(before);
    expect(after).toContain('Brouwerij Live');
    // Sent now, it is frozen as it is now, and stays so.
    const sent = await c.post(`/invoices/${id}/send`, { sent_to: 'ap@brouwerij.test' });
    const number = sent.json().number as string;
    const first = await files(id, number);
    expect(first.xml.toString('utf8')).toContain('Markt Live');
    await editEverything('Later');
    expect((await files(id, number)).xml.equals(first.xml)).toBe(true);
  });

  it('an invoice numbered before snapshots existed is frozen by its first read, then never changes', async () => {
    const { id, number } = await sentInvoice();
    await c.t.database.query('update invoices set document = null where id = $1', [id]);
    await editEverything('Legacy');
    const first = await files(id, number);
    expect(first.xml.toString('utf8')).toContain('Markt Legacy');
    const [{ frozen }] = (await c.t.database.query('select document is not null as frozen from invoices where id = $1', [id])).rows as { frozen: boolean }[];
    expect(frozen).toBe(true);
    await editEverything('AfterLegacy');
    const second = await files(id, number);
    expect(second.xml.equals(first.xml)).toBe(true);
    expect(second.pdf.equals(first.pdf)).toBe(true);
  });

  it('the snapshot is never answered nor logged', async () => {
    const { id } = await sentInvoice();
    const row = await c.get(`/invoices/${id}`);
    expect(row.id).toBe(id);
    expect(row).not.toHaveProperty('document');
    const logs = (
      await c.t.database.query(`select before::text as b, after::text as a from logs where object_type = 'invoice' and object_id = $1`, [String(id)])
    ).rows as {
      a: string | null;
      b: string | null;
    }[];
    expect(logs.length).toBeGreaterThan(0);
    for (const l of logs) expect(`${l.a} ${l.b}`).not.toMatch(/"document"|frozen_at/);
  });
});
