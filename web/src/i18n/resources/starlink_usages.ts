export const starlink_usages = {
  name: 'Satellite usage |||| Satellite usages',
  fields: {
    id: 'Id',
    date: 'Date',
    usage: 'Usage (GB)',
    starlink_service_line_id: 'Service line',
    service_line_number: 'Service line',
    date_gte: 'From',
    date_lte: 'To',
  },
  pages: { reports: 'Report' },
  report: { title: 'Satellite usage report' },
};
