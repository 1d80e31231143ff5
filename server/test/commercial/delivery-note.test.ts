// The delivery note renders a real PDF: read back with pdf.js, it names the issuer, the customer, the
// shipping address and contact, every item with its serials, the tracking code, and a signature box.
import { describe, expect, it } from 'vitest';
import { deliveryNotePdf } from '../../src/resources/commercial/packages/delivery-note.ts';
import { pdfText } from '../support/pdf-text.ts';

const note = {
  tracking_code: '1Z999AA10123456784',
  tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  shipping_date: '2026-11-24',
  issuer: { name: 'Reseller Networks SA', street: 'Rue de la Loi 16', zipcode: '1000', city: 'Brussels', country: 'BE', vat_number: 'BE0123456789' },
  customer: { name: 'Brasserie Dupont', vat: 'BE0999888777' },
  shipping_address: 'Rue Basse 5\n7904 Tourpes\nBelgium',
  shipping_contact: 'Marie Dupont +32 470 00 00 00',
  items: [
    { package_reference: 'PKG-0042', description: 'Peplink Balance 20X (SD-WAN)', serials: ['1824-ABCD-0001'], qty: 1 },
    { package_reference: 'PKG-0042', description: 'Poynting 5G antenna', serials: ['ANT-7781', 'ANT-7782'], qty: 2 },
  ],
};

describe('delivery note PDF', () => {
  it('says what was shipped, to whom, under which tracking code, with a box to sign', async () => {
    const pdf = await deliveryNotePdf(note);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, title, pages } = await pdfText(pdf);
    expect(title).toBe('Delivery note 1Z999AA10123456784');
    expect(pages).toHaveLength(1);
    for (const s of [
      'Reseller Networks SA',
      'VAT BE0123456789',
      'Delivery note',
      'Tracking code 1Z999AA10123456784',
      'Shipped on 2026-11-24',
      'Brasserie Dupont',
      'Rue Basse 5',
      '7904 Tourpes',
      'Marie Dupont',
      'Peplink Balance 20X (SD-WAN)',
      '1824-ABCD-0001',
      'ANT-7781, ANT-7782',
      'PKG-0042',
      'Received in good order',
      'Signature:',
      'Page 1 of 1',
    ])
      expect(text).toContain(s);
  });

  it('runs over several pages with the table header repeated, each page numbered', async () => {
    const items = Array.from({ length: 80 }, (_, i) => ({ package_reference: 'PKG-1', description: `Router ${i + 1}`, serials: [`SER-${1000 + i}`], qty: 1 }));
    const { pages } = await pdfText(await deliveryNotePdf({ ...note, items }));
    expect(pages.length).toBeGreaterThan(1);
    for (const [i, page] of pages.entries()) expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    expect(pages[1]).toContain('Serial numbers');
    expect(pages.join(' ')).toContain('SER-1079');
  });
});
