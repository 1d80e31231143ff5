// Dutch messages of users; typed as the English ones, so a missing or extra key fails the typecheck.
import type { users as en } from '../../resources/users.ts';

export const users: typeof en = {
  name: 'Gebruiker |||| Gebruikers',
  fields: {
    id: 'Id',
    email: 'E-mail',
    firstname: 'Voornaam',
    lastname: 'Achternaam',
    fullname: 'Naam',
    phone: 'Telefoon',
    customer_id: 'Klant',
    customer_name: 'Klant',
    is_admin: 'Beheerder',
    is_staff: 'Personeel',
    is_manager: 'Manager',
    active: 'Actief',
    mfa_enabled: 'MFA',
    mfa_method: 'MFA-methode',
    last_login_at: 'Laatste aanmelding',
    can_manage_users: 'Mag gebruikers beheren',
    can_manage_pricing: 'Mag prijzen beheren',
    can_view_invoices: 'Mag facturen zien',
    can_view_packages: 'Mag pakketten zien',
    can_view_starlinks: 'Mag Starlinks zien',
    can_view_data_pools: 'Mag datapools zien',
    can_impersonate: 'Mag zich als klant aanmelden',
    locale: 'Taal',
    theme: 'Thema',
    created_at: 'Aangemaakt',
    updated_at: 'Gewijzigd',
  },
  tabs: {
    summary: 'Overzicht',
    logs: 'Logboek',
  },
  sections: {
    identity: 'Identiteit',
    roles: 'Rollen',
    permissions: 'Rechten',
    security: 'Aanmeldbeveiliging',
  },
  helpers: {
    customer_id: 'Ingevuld voor portaalgebruikers van een klant; leeg voor personeel.',
    mfa_method: 'Hoe de verificatiecode wordt verstuurd zodra MFA is ingeschakeld.',
  },
  mfa_methods: {
    email: 'E-mail',
    sms: 'SMS',
  },
  actions: {
    enable_mfa: 'MFA inschakelen',
    disable_mfa: 'MFA uitschakelen',
  },
  notifications: {
    mfa_enabled: 'MFA is ingeschakeld',
    mfa_disabled: 'MFA is uitgeschakeld',
    mfa_error: 'Er is een fout opgetreden',
  },
  messages: {
    not_allowed: 'Gebruikers beheren vereist het recht "Mag gebruikers beheren".',
    admin_only: 'Alleen een beheerder mag dit account wijzigen.',
  },
};
