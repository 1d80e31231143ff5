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
    peppol_id: 'Peppol-id',
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
  helpers: {
    peppol_id: 'Alleen als het verschilt van wat het btw-nummer geeft, bv. 0208:0123456749.',
  },
  validation: {
    vat: 'Geen geldig btw-nummer voor dit land: controleer het voorvoegsel en de controlecijfers.',
    peppol_id: 'Een schema (vier cijfers), een dubbelepunt en de identificatie, bv. 0208:0123456749.',
  },
};
