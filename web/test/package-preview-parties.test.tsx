// The invoice header of a package's Preview tab (spec 2 §2; issue 25): the billing company and the
// invoicing address of GET /packages/{id}/simulate side by side, each a link to its record, with the
// fields the spec names (name, street, zipcode, country, VAT); a missing party says so.
import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import type { BillingPreview } from '@console/contract';
import { PreviewParties } from '../src/resources/packages/PreviewParties.tsx';
import { renderWithAdmin } from './support/render.ts';

const base: BillingPreview = {
  package_id: 7,
  period: '2026-03',
  usage_through: null,
  currency: 'EUR',
  lines: [],
  skipped: [],
  total_untaxed: 0,
  total_tax: 0,
  total: 0,
};

const render = (preview: BillingPreview) =>
  renderWithAdmin(h(PreviewParties, { preview }))
    .replace(/<!-- -->/g, '')
    .replace(/&quot;/g, '"');

describe('Preview tab: the invoice header', () => {
  it('shows the seller and the buyer with their addresses and VAT numbers, linked to their records', () => {
    const html = render({
      ...base,
      billing_company: {
        id: 1,
        name: 'Reseller SA',
        vat_number: 'BE0403170701',
        street: 'Rue de la Loi 42',
        zipcode: '1000',
        city: 'Bruxelles',
        country: 'BE',
      },
      invoicing_address: {
        id: 9,
        name: 'Brouwerij NV',
        street: 'Kerkstraat',
        number: '7',
        box: '2',
        street_bis: null,
        zipcode: '9000',
        city: 'Gent',
        country: 'BE',
        vat: 'BE0202239951',
      },
    });
    for (const text of [
      'Billing company',
      'Reseller SA',
      'Rue de la Loi 42',
      '1000 Bruxelles',
      'VAT BE0403170701',
      'Invoicing address',
      'Brouwerij NV',
      'Kerkstraat 7 box 2',
      '9000 Gent',
      'VAT BE0202239951',
    ])
      expect(html).toContain(text);
    expect(html).toContain('href="/companies/1/show"');
    expect(html).toContain('href="/addresses/9/show"');
    // The seller comes first, as on the invoice.
    expect(html.indexOf('Reseller SA')).toBeLessThan(html.indexOf('Brouwerij NV'));
  });

  it('says when a party is missing', () => {
    const html = render({ ...base, billing_company: null, invoicing_address: null });
    expect(html).toContain('No billing company');
    expect(html).toContain('No billing address');
  });
});
