// Dutch messages of starlink accounts; typed as the English ones, so a missing or extra key fails the typecheck.
import type { starlink_accounts as en } from '../../resources/starlink_accounts.ts';

export const starlink_accounts: typeof en = {
  name: 'Satellietaccount |||| Satellietaccounts',
  fields: {
    id: 'Id',
    account_name: 'Accountnaam',
    account_number: 'Accountnummer',
    region_code: 'Regio',
    current_usage: 'Huidig verbruik (GB)',
    last_usage: 'Vorig verbruik (GB)',
    accumulated_usage: 'Totaal verbruik (GB)',
    data_included: 'Inbegrepen data (GB)',
    terminals_count: 'Terminals',
    service_lines_count: 'Servicelijnen',
    last_sync_at: 'Laatste synchronisatie',
    created_at: 'Aangemaakt',
    updated_at: 'Gewijzigd',
  },
  tabs: { summary: 'Overzicht', service_lines: 'Servicelijnen', terminals: 'Terminals', logs: 'Logboek' },
  sections: { identity: 'Account', usage: 'Verbruik' },
};
