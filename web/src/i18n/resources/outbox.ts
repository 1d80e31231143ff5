export const outbox = {
  name: 'Outbox |||| Outbox',
  fields: {
    id: 'Id',
    channel: 'Channel',
    recipient: 'Recipient',
    subject: 'Subject',
    status: 'Status',
    created_at: 'Created',
    sent_at: 'Sent',
    error: 'Error',
    attempts: 'Attempts',
    next_attempt_at: 'Next attempt',
    body: 'Message',
    html: 'HTML version',
  },
  channels: {
    email: 'E-mail',
    sms: 'SMS',
  },
  statuses: {
    queued: 'Queued',
    sent: 'Sent',
    sending: 'Sending',
    failed: 'Failed, will retry',
    dead: 'Undeliverable (gave up)',
    stored: 'Stored (no mail server)',
  },
  messages: {
    admin_only: 'The outbox is for admins only.',
  },
};
