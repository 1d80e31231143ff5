import { outbox } from '../../../db/schema/index.ts';
import { defineResource } from '../../../platform/registry.ts';

/**
 * Every outgoing e-mail and SMS (DESIGN: nothing is silently dropped). Admins only: messages carry
 * password-reset and confirmation links. Read-only; delivery is the mailer's business.
 */
export const outboxResource = defineResource({
  name: 'outbox',
  objectType: 'outbox',
  table: outbox,
  // Attachments are files (base64), not list material.
  hidden: ['attachments'],
  archivable: false,
  writable: false,
  read: 'admin',
  write: 'admin',
  searchable: [outbox.recipient, outbox.subject],
  filters: {
    channel: { type: 'text' },
    status: { type: 'text' },
    recipient: { type: 'text' },
    created_at: { type: 'timestamp', range: true },
  },
  sortable: ['created_at', 'sent_at', 'status', 'channel', 'recipient'],
  repr: (row) => `${row.channel} to ${row.recipient}`,
  valueFields: ['channel', 'status'],
});
