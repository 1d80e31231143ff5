// An invoice sent over a real SMTP conversation: the message carries the PDF as an attachment that
// reads back with the invoice's number and total.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';
import { pdfText } from '../support/pdf-text.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';

let sink: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, MAIL_FROM: 'Billing <billing@example.com>' });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

describe('invoice mail over SMTP', () => {
  it('attaches the invoice PDF', async () => {
    const staff = t.as((await createUser(t, 'staff')).token);
    const post = async (url: string, payload: unknown) => (await staff({ method: 'POST', url: `/api/v1${url}`, payload: payload as any })).json();
    await post('/companies/', { name: 'Reseller SA', invoice_prefix: 1, bank_iban: 'BE71096123456769' });
    const customer = await post('/customers/', { name: 'Harbour Ltd' });
    const address = await post('/addresses/', { name: 'Harbour billing', customer_id: customer.id });
    const invoice = await post('/invoices/', {
      invoicing_address_id: address.id,
      lines: [{ product_name: 'Fibre', qty: 1, unit_price: 89, vat_code: 'vat_21' }],
    });
    const sent = await post(`/invoices/${invoice.id}/send`, { sent_to: 'accounts@harbour.test', subject: 'Invoice', message: 'Attached.' });
    expect(sent).toMatchObject({ success: true, message: 'Invoice sent' });
    await t.app.services.mail.flush();
    const mail = await sink.waitFor((m) => m.to.includes('accounts@harbour.test'));
    expect(mail.raw).toContain(`filename=invoice_${sent.number}.pdf`);
    const part = /Content-Type: application\/pdf[\s\S]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--/.exec(mail.raw);
    expect(part).not.toBeNull();
    const text = (await pdfText(Buffer.from(part![1].replace(/\r\n/g, ''), 'base64'))).text;
    expect(text).toContain(sent.number);
    expect(text).toContain('107.69 EUR');
  });
});
