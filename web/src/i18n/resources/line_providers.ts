export const line_providers = {
  name: 'Line provider |||| Line providers',
  fields: {
    id: 'Id',
    name: 'Name',
    notes: 'Notes',
    lines_count: 'Lines',
    created_at: 'Created',
    updated_at: 'Updated',
    archived_at: 'Archived',
    archived_reason: 'Archive reason',
  },
  tabs: {
    summary: 'Summary',
    lines: 'Lines',
    logs: 'Logs',
  },
};
