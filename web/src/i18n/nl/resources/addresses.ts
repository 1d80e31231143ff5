// Dutch messages of addresses; typed as the English ones, so a missing or extra key fails the typecheck.
import type { addresses as en } from '../../resources/addresses.ts';

export const addresses: typeof en = {
  name: 'Factuuradres |||| Factuuradressen',
  fields: {
    id: 'Id',
    name: 'Naam',
    customer_id: 'Klant',
    customer_name: 'Klant',
    accounting_code: 'Boekhoudcode',
    street: 'Straat',
    street_bis: 'Straat (regel 2)',
    number: 'Nummer',
    box: 'Bus',
    zipcode: 'Postcode',
    city: 'Gemeente',
    country: 'Land',
    vat: 'Btw-nummer',
    email: 'E-mail',
    phone: 'Telefoon',
    payment_method: 'Betaalwijze',
    payment_terms: 'Betalingstermijn',
    created_at: 'Aangemaakt',
    updated_at: 'Gewijzigd',
    archived_at: 'Gearchiveerd',
    archived_reason: 'Reden van archivering',
  },
  tabs: {
    summary: 'Overzicht',
    logs: 'Logboek',
  },
  sections: {
    identity: 'Identiteit',
    address: 'Adres',
    payment: 'Betaling',
  },
  payment_methods: {
    bank_transfer: 'Overschrijving',
    direct_debit: 'Domiciliëring',
  },
};
