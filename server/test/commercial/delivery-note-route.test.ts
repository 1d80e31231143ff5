// GET /packages/delivery_notes/{tracking_code}.pdf (spec 2 §7): a package confirmed, its hardware
// provisioned with serials and shipped under a tracking code, the note read back as text; without a
// shipping address it ships to the site's address, and the customer's VAT number is its billing address's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commercialSetup, force, type Commercial } from '../support/commercial-fixtures.ts';
import { pdfText } from '../support/pdf-text.ts';

let c: Commercial;
beforeAll(async () => {
  c = await commercialSetup();
});
afterAll(async () => {
  await c?.t.close();
});

describe('delivery note', () => {
  it('lists what left under the tracking code, with the customer, the shipping address and the billing company', async () => {
    const pkg = await c.createPackage({ shipping_address: 'Boomsesteenweg 1\n2850 Boom', shipping_contact: 'Sam Peeters' });
    const line = await c.createLine(pkg.id, { qty: 2 });
    const other = await c.createLine(pkg.id, { qty: 1 });
    expect((await c.post(`/packages/${pkg.id}/confirm`)).statusCode).toBe(200);
    await c.post('/product_items/', { serial: 'ANT-DN-1', product_id: c.antenna });
    await c.post('/product_items/', { serial: 'ANT-DN-2', product_id: c.antenna });
    expect((await c.post(`/package_lines/${line.id}/provision`, { serials: 'ANT-DN-1\nANT-DN-2' })).json().success).toBe(true);
    const shipped = await c.post(`/package_lines/${line.id}/ship`, { date: '2026-11-23', tracking_code: '1Z-DN-0001' });
    expect(shipped.statusCode, shipped.body).toBe(200);

    const res = await c.staff({ method: 'GET', url: '/api/v1/packages/delivery_notes/1Z-DN-0001.pdf' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text, title } = await pdfText(res.rawPayload);
    expect(title).toBe('Delivery note 1Z-DN-0001');
    for (const s of [
      'Reseller SA',
      'Festival Org',
      'Boomsesteenweg 1',
      '2850 Boom',
      'Sam Peeters',
      'ANT-5G',
      'ANT-DN-1, ANT-DN-2',
      pkg.reference,
      'Tracking code 1Z-DN-0001',
      'Shipped on 2026-11-23',
      'Received in good order',
    ])
      expect(text).toContain(s);
    // The other line was not shipped under this code.
    expect(text.match(/ANT-5G/g)).toHaveLength(1);
    expect(other.id).toBeGreaterThan(0);
  });

  it("ships to the site's address when neither the line nor its package has one, and prints the billing address's VAT number", async () => {
    const site = await c.put(`/sites/${c.siteId}`, {
      name: 'Main stage',
      customer_id: c.customerId,
      street: 'Rue du Festival',
      number: '12',
      zipcode: '4000',
      city: 'Liège',
      country: 'BE',
    });
    expect(site.statusCode, site.body).toBe(200);
    const address = await c.put(`/addresses/${c.addressId}`, { name: 'Festival billing', customer_id: c.customerId, country: 'BE', vat: 'BE0403170701' });
    expect(address.statusCode, address.body).toBe(200);
    // The customer record's own VAT number is not the one the paperwork uses (invoices read the billing address).
    const customer = await c.put(`/customers/${c.customerId}`, { name: 'Festival Org', vat: 'BE0202239951' });
    expect(customer.statusCode, customer.body).toBe(200);

    const pkg = await c.createPackage();
    expect(pkg.shipping_address ?? null).toBeNull();
    const s = await c.createService(pkg.id, { name: 'Festival uplink' });
    await force(c.t, 'services', s.id, { status: 'PROVISIONED' });
    expect((await c.post(`/services/${s.id}/ship`, { date: '2026-11-25', tracking_code: '1Z-DN-SITE' })).statusCode).toBe(200);

    const res = await c.staff({ method: 'GET', url: '/api/v1/packages/delivery_notes/1Z-DN-SITE.pdf' });
    expect(res.statusCode, res.body).toBe(200);
    const { text } = await pdfText(res.rawPayload);
    for (const s of ['Ship to', 'Main stage', 'Rue du Festival 12', '4000 Liège', 'Festival Org', 'VAT BE0403170701']) expect(text).toContain(s);
    expect(text).not.toContain('BE0202239951');
  });

  it('answers 404 for a code nothing was shipped under, and 400 for a name that is not a PDF', async () => {
    const missing = await c.staff({ method: 'GET', url: '/api/v1/packages/delivery_notes/NOPE-42.pdf' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No shipment with the tracking code NOPE-42.');
    expect((await c.staff({ method: 'GET', url: '/api/v1/packages/delivery_notes/NOPE-42.txt' })).statusCode).toBe(400);
    expect((await c.t.as(null)({ method: 'GET', url: '/api/v1/packages/delivery_notes/NOPE-42.pdf' })).statusCode).toBe(401);
  });
});
