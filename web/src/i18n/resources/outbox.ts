export const outbox = {
  name: 'Outbox |||| Outbox',
  fields: {
    id: 'Id',
    channel: 'Channel',
    recipient: 'Recipient',
    subject: 'Subject',
    status: 'Status',
    created_at: 'Created',
  },
};
