import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** The activity log (spec 1 §2.12): one row per real change, written in the change's transaction. */
export const logs = pgTable(
  'logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    author_id: integer('author_id'),
    author_name: text('author_name'),
    verb: text('verb').notNull(),
    object_type: text('object_type').notNull(),
    object_id: text('object_id').notNull(),
    /** What the console links to: a SIM's iccid, a user's e-mail, otherwise the record's name. */
    object_repr: text('object_repr'),
    before: jsonb('before'),
    after: jsonb('after'),
    by_system: boolean('by_system').notNull().default(false),
    /** Related object ids for the embedded per-object log lists (site_id, customer_id, ...). */
    refs: jsonb('refs').$type<Record<string, number>>(),
    /**
     * The changes of the record's lines made in the same transaction (an invoice and its lines are one
     * change, decision 0084): [{ verb, object_type, object_id, object_repr, before, after }], or null.
     */
    lines: jsonb('lines').$type<Record<string, unknown>[]>(),
  },
  (t) => [
    index('logs_object_idx').on(t.object_type, t.object_id, t.id),
    // An object's log as the console shows it (by_system false by default): pages and exact totals
    // come from the index alone (decision 0012).
    index('logs_object_people_idx').on(t.object_type, t.object_id, t.id).where(sql`${t.by_system} = false`),
    index('logs_author_idx').on(t.author_id, t.id),
    index('logs_system_idx').on(t.by_system, t.id),
    index('logs_refs_gin').using('gin', sql`${t.refs} jsonb_path_ops`),
    index('logs_verb_idx').on(t.verb, t.id),
    index('logs_created_at_idx').on(t.created_at),
    index('logs_object_id_idx').on(t.object_id),
    index('logs_author_name_trgm').using('gin', sql`${t.author_name} gin_trgm_ops`),
    index('logs_object_repr_trgm').using('gin', sql`${t.object_repr} gin_trgm_ops`),
    index('logs_object_type_trgm').using('gin', sql`${t.object_type} gin_trgm_ops`),
  ],
);

/**
 * The access trail (decision 0084): sign-ins, failed ones, sign-outs, MFA codes, impersonations and a
 * user's own preference changes. Not the activity log: these are events of a session, not changes to
 * the business's records. Admins read it; nothing edits it.
 */
export const accessEvents = pgTable(
  'access_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    kind: text('kind').notNull(),
    /** The account concerned (signed in, failed, impersonated); null for a login that names no account. */
    user_id: integer('user_id'),
    /** The login as typed for a failed sign-in, else the account's e-mail at the time. */
    email: text('email'),
    /** The staff member behind an impersonation (who started it, or whose session it was). */
    actor_id: integer('actor_id'),
    actor_name: text('actor_name'),
    ip: text('ip'),
    /** What the kind says beside: a failure's reason, the preferences changed (from, to), the MFA method. */
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('access_events_user_idx').on(t.user_id, t.id),
    index('access_events_kind_idx').on(t.kind, t.id),
    index('access_events_created_at_idx').on(t.created_at),
    index('access_events_actor_idx').on(t.actor_id, t.id),
    index('access_events_email_trgm').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);

/** Every outgoing message. Delivered over SMTP (or the SMS gateway) when configured, else kept here for admins to read. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] })
      .notNull()
      .default('email'),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    html: text('html'),
    /** Files sent with the message: [{ filename, content_type, content (base64) }]. */
    attachments: jsonb('attachments').$type<{ filename: string; content_type: string; content: string }[]>(),
    /**
     * queued -> sending -> sent; a failed attempt waits for its next try (failed, next_attempt_at),
     * and after the last one the message is dead (the dead letter admins read); stored: no mail server.
     */
    status: text('status', { enum: ['queued', 'sending', 'sent', 'failed', 'dead', 'stored'] })
      .notNull()
      .default('queued'),
    error: text('error'),
    /** Delivery attempts made so far. */
    attempts: integer('attempts').notNull().default(0),
    /** When a failed message is tried again. */
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
    /** When a process took the message for delivery (a crashed process's claim expires). */
    claimed_at: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('outbox_recipient_idx').on(t.recipient, t.id),
    index('outbox_status_idx').on(t.status, t.id),
    index('outbox_channel_idx').on(t.channel, t.id),
    index('outbox_created_at_idx').on(t.created_at),
    index('outbox_recipient_trgm').using('gin', sql`${t.recipient} gin_trgm_ops`),
    index('outbox_subject_trgm').using('gin', sql`${t.subject} gin_trgm_ops`),
  ],
);

/** The maintained fields whose triggers are installed, with the hash of their definition (decision 0015). */
export const maintainedFields = pgTable('maintained_fields', {
  name: text('name').primaryKey(),
  hash: text('hash').notNull(),
  /** How to remove this field's triggers once it is no longer declared or its definition changed. */
  drop_sql: text('drop_sql').notNull(),
  installed_at: timestamp('installed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Idempotency keys (rule 17): a money action fired twice (double click, retried request) finds its
 * key here and answers what the first one answered, instead of acting again. The primary key is the
 * constraint that makes the second insert wait for the first transaction and then fail.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    answer: jsonb('answer'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_at_idx').on(t.created_at)],
);
