// Dutch messages of companies; typed as the English ones, so a missing or extra key fails the typecheck.
import type { companies as en } from '../../resources/companies.ts';

export const companies: typeof en = {
  name: 'Factuurbedrijf |||| Factuurbedrijven',
  fields: {
    id: 'Id',
    name: 'Naam',
    country: 'Land',
    street: 'Straat',
    zipcode: 'Postcode',
    city: 'Gemeente',
    vat_number: 'Btw-nummer',
    bank_name: 'Bank',
    bank_bic: 'BIC',
    bank_iban: 'IBAN',
    email: 'E-mail',
    website: 'Website',
    phone: 'Telefoon',
    invoice_prefix: 'Factuurprefix',
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
    contact: 'Contact',
    bank: 'Bankrekening',
  },
  helpers: {
    invoice_prefix: 'Eerste cijfer van de factuurnummers van deze uitgever, 1 tot 9.',
  },
  validation: {
    invoice_prefix: 'Een geheel getal van 1 tot 9',
  },
};
