// Dutch messages of starlink usages; typed as the English ones, so a missing or extra key fails the typecheck.
import type { starlink_usages as en } from '../../resources/starlink_usages.ts';

export const starlink_usages: typeof en = {
  name: 'Satellietverbruik |||| Satellietverbruik',
  fields: {
    id: 'Id',
    date: 'Datum',
    usage: 'Verbruik (GB)',
    starlink_service_line_id: 'Servicelijn',
    service_line_number: 'Servicelijn',
    date_gte: 'Van',
    date_lte: 'Tot',
  },
  pages: { reports: 'Rapport' },
  report: { title: 'Rapport satellietverbruik' },
};
