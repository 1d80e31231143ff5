import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { maintainedText, timestamps } from './columns.ts';
import { customers } from './crm.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    // Maintained (decision 0015).
    customer_name: maintainedText('customer_name'),
    email: text('email').notNull(),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    phone: text('phone'),
    password_hash: text('password_hash'),
    customer_id: integer('customer_id').references(() => customers.id),
    is_admin: boolean('is_admin').notNull().default(false),
    is_staff: boolean('is_staff').notNull().default(false),
    is_manager: boolean('is_manager').notNull().default(false),
    active: boolean('active').notNull().default(true),
    mfa_enabled: boolean('mfa_enabled').notNull().default(false),
    mfa_method: text('mfa_method').notNull().default('email'),
    theme: text('theme').notNull().default('light'),
    /** The console's language for this user, remembered across browsers (decision 0026). */
    locale: text('locale').notNull().default('en'),
    /** What a staff member works on (contract WORK_ROLES): the sections of their home page. */
    work_role: text('work_role'),
    can_manage_users: boolean('can_manage_users').notNull().default(false),
    can_manage_pricing: boolean('can_manage_pricing').notNull().default(false),
    can_view_invoices: boolean('can_view_invoices').notNull().default(false),
    can_view_packages: boolean('can_view_packages').notNull().default(false),
    can_view_starlinks: boolean('can_view_starlinks').notNull().default(false),
    can_view_data_pools: boolean('can_view_data_pools').notNull().default(false),
    /** May open a customer's portal as one of its users (impersonation); admins always may. */
    can_impersonate: boolean('can_impersonate').notNull().default(false),
    last_login_at: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    failed_logins: integer('failed_logins').notNull().default(0),
    locked_until: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_customer_idx').on(t.customer_id),
    index('users_search_trgm').using('gin', sql`(${t.email} || ' ' || ${t.firstname} || ' ' || ${t.lastname}) gin_trgm_ops`),
  ],
);

/**
 * Every secret handed to a client: session tokens, second-factor challenges, password-reset
 * and account-confirmation links, impersonation links. Only a SHA-256 of the secret is stored.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['session', 'mfa', 'reset', 'impersonation'] }).notNull(),
    token_hash: text('token_hash').notNull(),
    user_id: integer('user_id').references(() => users.id),
    /** The impersonated customer, for customer impersonation links. */
    customer_id: integer('customer_id').references(() => customers.id),
    /** Who created an impersonation link. */
    actor_id: integer('actor_id').references(() => users.id),
    code_hash: text('code_hash'),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('auth_tokens_hash_key').on(t.token_hash), index('auth_tokens_user_idx').on(t.user_id, t.kind)],
);

/**
 * Failed sign-ins per (login, client address), decision 0016. Keyed by a hash of the login as typed,
 * not by user, so an unknown address is throttled exactly like a known one. Blocks one address
 * for one login with growing delays; the owner elsewhere, or at an address they signed in from, goes on.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    /** SHA-256 of the trimmed, lower-cased login. */
    login_key: text('login_key').notNull(),
    address: text('address').notNull(),
    failures: integer('failures').notNull().default(0),
    blocked_until: timestamp('blocked_until', { withTimezone: true, mode: 'date' }),
    last_failure_at: timestamp('last_failure_at', { withTimezone: true, mode: 'date' }),
    /** The last successful sign-in of this login from this address: a known address. */
    last_success_at: timestamp('last_success_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.login_key, t.address] }), index('login_throttle_failure_idx').on(t.last_failure_at)],
);
