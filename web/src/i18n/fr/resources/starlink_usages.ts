// French messages of starlink usages; typed as the English ones, so a missing or extra key fails the typecheck.
import type { starlink_usages as en } from '../../resources/starlink_usages.ts';

export const starlink_usages: typeof en = {
  name: 'Consommation satellite |||| Consommations satellite',
  fields: {
    id: 'Id',
    date: 'Date',
    usage: 'Consommation (Go)',
    starlink_service_line_id: 'Ligne de service',
    service_line_number: 'Ligne de service',
    date_gte: 'Du',
    date_lte: 'Au',
  },
  pages: { reports: 'Rapport' },
  report: { title: 'Rapport de consommation satellite' },
};
