// Dutch messages of providers; typed as the English ones, so a missing or extra key fails the typecheck.
import type { providers as en } from '../../resources/providers.ts';

export const providers: typeof en = {
  name: 'Simprovider |||| Simproviders',
  fields: {
    id: 'Id',
    iccid_prefix: 'ICCID-prefix',
    name: 'Naam',
    api: 'API van de provider',
    supplier_name: 'Leverancier',
    carrier_name: 'Operator',
    product_name: 'Product',
    prefered_apn: 'Voorkeurs-APN',
    alternative_apn: 'Alternatieve APN',
    username: 'Gebruikersnaam',
    password: 'Wachtwoord',
    contry_iso: 'Land ISO',
    country: 'Land',
    country_code: 'Landcode',
    mcc: 'MCC',
    description: 'Beschrijving',
    simcards_count: 'Simkaarten',
    is_manageable: 'Beheerbaar',
    has_password: 'Wachtwoord ingesteld',
    created_at: 'Aangemaakt',
    updated_at: 'Gewijzigd',
    archived_at: 'Gearchiveerd',
    archived_reason: 'Reden van archivering',
  },
  apis: {
    telna: 'Telna',
    webbing: 'Webbing',
    phenix: 'Phenix',
    none: 'Geen (niet beheerbaar)',
  },
  tabs: {
    summary: 'Overzicht',
    simcards: 'Simkaarten',
    logs: 'Logboek',
  },
  sections: {
    identity: 'Identiteit',
    network: 'Toegang',
    country: 'Land',
  },
  helpers: {
    password: 'Laat leeg om het huidige wachtwoord te behouden.',
  },
};
