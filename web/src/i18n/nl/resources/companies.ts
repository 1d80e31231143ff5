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
    register_mention: 'Registervermelding',
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
    register_mention: 'Gedrukt naast het btw-nummer, bv. RPR Brussel of RCS Paris.',
    invoice_prefix: 'Eerste cijfer van de factuurnummers van deze uitgever, 1 tot 9.',
  },
  validation: {
    vat_number: 'Geen geldig btw-nummer voor dit land: controleer het voorvoegsel en de controlecijfers.',
    invoice_prefix: 'Een geheel getal van 1 tot 9',
  },
};
