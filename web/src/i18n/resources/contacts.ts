export const contacts = {
  name: 'Contact |||| Contacts',
  fields: {
    id: 'Id',
    name: 'Name',
    customer_id: 'Customer',
    customer_name: 'Customer',
    job_title: 'Job title',
    email: 'E-mail',
    phone: 'Phone',
    contact_type: 'Type',
    department: 'Department',
    address: 'Address',
    lang: 'Language',
    timezone: 'Time zone',
    description: 'Notes',
    created_at: 'Created',
    updated_at: 'Updated',
    archived_at: 'Archived',
    archived_reason: 'Archive reason',
  },
  tabs: {
    summary: 'Summary',
    logs: 'Logs',
  },
  sections: {
    identity: 'Identity',
    reach: 'How to reach',
    notes: 'Notes',
  },
  helpers: {
    timezone: 'An IANA time zone such as Europe/Brussels.',
  },
};
