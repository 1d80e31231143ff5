// Dutch messages of access_events; typed as the English ones, so a missing or extra key fails the typecheck.
import type { access_events as en } from '../../resources/access_events.ts';

export const access_events: typeof en = {
  name: 'Toegangslogboek |||| Toegangslogboek',
  fields: {
    id: 'Id',
    created_at: 'Datum',
    kind: 'Gebeurtenis',
    user_id: 'Gebruiker',
    email: 'Account',
    actor_id: 'Medewerker',
    actor_name: 'Medewerker',
    ip: 'Adres',
    created_at_gte: 'Van',
    created_at_lte: 'Tot',
    details: 'Details',
  },
  kinds: {
    sign_in: 'Aangemeld',
    sign_in_failed: 'Aanmelding geweigerd',
    sign_out: 'Afgemeld',
    mfa_challenge: 'Code verzonden',
    mfa_failed: 'Verkeerde code',
    impersonation_start: 'Overname gestart',
    impersonation_end: 'Overname beëindigd',
    preferences: 'Voorkeuren gewijzigd',
  },
  reasons: {
    invalid: 'verkeerde login of wachtwoord',
    throttled: 'te veel pogingen',
    inactive: 'inactief account',
  },
  messages: {
    admin_only: 'Het toegangslogboek is alleen voor beheerders.',
    impersonated: 'geopend door %{name}',
  },
};
