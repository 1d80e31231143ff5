// Dutch messages of sites; typed as the English ones, so a missing or extra key fails the typecheck.
import type { sites as en } from '../../resources/sites.ts';

export const sites: typeof en = {
  name: 'Site |||| Sites',
  fields: {
    id: 'Id',
    name: 'Naam',
    customer_id: 'Klant',
    customer_name: 'Klant',
    is_stock: 'Voorraad',
    address: 'Adres',
    street: 'Straat',
    number: 'Nummer',
    zipcode: 'Postcode',
    city: 'Gemeente',
    country: 'Land',
    lat: 'Breedtegraad',
    lng: 'Lengtegraad',
    description: 'Notities',
    contract_data_source: 'Bron van contractgegevens',
    data_limit: 'Alarm datalimiet (GB)',
    data_limit_contacts: 'Contacten voor de datalimiet',
    created_at: 'Aangemaakt',
    updated_at: 'Gewijzigd',
    archived_at: 'Gearchiveerd',
    archived_reason: 'Reden van archivering',
  },
  tabs: {
    summary: 'Overzicht',
    logs: 'Logboek',
    starlinks: 'StarLinks',
  },
  terminal_card: {
    title: 'Satellietterminal |||| Satellietterminals',
    state: 'Status',
    kit_serial_number: 'Serienummer kit',
    service_line: 'Servicelijn',
    last_seen: 'Laatst gezien',
    alerts: 'Meldingen',
    no_alerts: 'Geen melding',
  },
  sections: {
    identity: 'Identiteit',
    address: 'Adres en positie',
    alerts: 'Data-alarmen',
    notes: 'Notities',
  },
  helpers: {
    data_limit_contacts: 'E-mailadressen gescheiden door puntkomma’s, gewaarschuwd wanneer de datalimiet bereikt is.',
  },
  map: {
    label: 'Kaart van de site',
    pick_hint: 'De positie wordt opgezocht op basis van het adres; klik op de kaart om ze met de hand te bepalen.',
  },
  geocode: {
    found: 'Het adres ligt op %{lat}, %{lng}; uw coördinaten zijn behouden.',
    use: 'Positie van het adres gebruiken',
    keep: 'Mijn coördinaten houden',
  },
  pages: { build: 'Een toestel toevoegen' },
  build: {
    title: 'Een toestel toevoegen aan %{name}',
    help: 'Kies een toestel in voorraad; het uitrolformulier opent met deze site gekozen.',
    device: 'Toestel in voorraad',
    continue: 'Uitrollen naar deze site',
  },
  dialogs: {
    create: 'Nieuwe site',
    edit: 'Site bewerken',
  },
  notifications: {
    geocoding_failed: 'Het adres kon niet worden gelokaliseerd; bepaal de positie op de kaart.',
  },
};
