import { and, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MFA_METHODS, WORK_ROLES } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import { customers, users } from '../../../db/schema/index.ts';
import { mayImpersonate } from '../../../platform/auth/guard.ts';
import { revokeEverySession, revokeImpersonationsBy } from '../../../platform/auth/tokens.ts';
import type { Ctx } from '../../../platform/context.ts';
import { badRequest, forbidden } from '../../../platform/errors.ts';
import { bool, id, text } from '../../../platform/fields.ts';
import { defineResource, type Row } from '../../../platform/registry.ts';
import { nameOf } from '../../../platform/maintained.ts';
import { sendWelcomeMail } from './welcome-mail.ts';
import { optionalChoice, optionalName, requiredEmail } from './user-fields.ts';
import { withRoleDefaults } from './staff-roles.ts';

export const EMAIL_TAKEN = 'A user with this e-mail already exists.';

/** Flags that grant more than a user manager holds: only an admin hands them out (spec 1 §6). */
const ADMIN_ONLY_FIELDS = ['is_admin', 'is_staff', 'can_manage_pricing', 'can_impersonate'] as const;

const fields = {
  email: requiredEmail(),
  firstname: optionalName(),
  lastname: optionalName(),
  phone: text(40),
  customer_id: id(),
  is_admin: bool(),
  is_staff: bool(),
  is_manager: bool(),
  active: bool(),
  can_manage_users: bool(),
  can_manage_pricing: bool(),
  can_view_invoices: bool(),
  can_view_packages: bool(),
  can_view_starlinks: bool(),
  can_view_data_pools: bool(),
  can_impersonate: bool(),
  // mfa_enabled is left out on purpose: only the admin-gated /mfa/enable and /mfa/disable change it.
  mfa_method: optionalChoice(MFA_METHODS),
  /** What the staff member works on: the sections of their home page (issue 14). */
  work_role: z.preprocess((v) => (v === '' ? null : v), z.enum(WORK_ROLES, { error: `One of: ${WORK_ROLES.join(', ')}.` }).nullish()),
};

/** Case-insensitive, like the unique index, so the client gets a field error instead of a bare 409. */
export async function assertEmailFree(tx: Executor, email: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, exceptId ? ne(users.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw badRequest(EMAIL_TAKEN, { email: EMAIL_TAKEN });
}

function assertMayGrant(ctx: Ctx, before: Row | null, data: Row) {
  if (ctx.actor?.is_admin) return;
  for (const f of ADMIN_ONLY_FIELDS) {
    if (data[f] !== undefined && data[f] !== (before?.[f] ?? false)) throw forbidden(`Only an admin may change ${f}.`);
  }
}

export const usersResource = defineResource({
  name: 'users',
  objectType: 'user',
  table: users,
  hidden: ['password_hash', 'failed_logins', 'locked_until'],
  computed: {
    fullname: sql<string>`coalesce(nullif(trim(${users.firstname} || ' ' || ${users.lastname}), ''), ${users.email})`,
  },
  maintained: {
    customer_name: nameOf(customers, 'customer_id'),
  },
  searchable: [users.email, users.firstname, users.lastname],
  filters: {
    customer_id: { type: 'int' },
    active: { type: 'bool' },
    is_admin: { type: 'bool' },
    is_staff: { type: 'bool' },
    is_manager: { type: 'bool' },
    mfa_enabled: { type: 'bool' },
    last_login_at: { type: 'timestamp', range: true },
  },
  defaultFilters: { active: 'true' },
  sortable: ['email', 'firstname', 'lastname', 'fullname', 'customer_id', 'is_admin', 'is_staff', 'active', 'last_login_at', 'created_at', 'updated_at'],
  archivable: false,
  read: 'staff',
  write: 'can_manage_users',
  createSchema: z.object(fields),
  repr: (row) => row.email,
  refs: (row) => ({ customer_id: row.customer_id }),
  valueFields: [],
  hooks: {
    beforeCreate: async (tx, ctx, data) => {
      assertMayGrant(ctx, null, data);
      await assertEmailFree(tx, data.email);
      // Only an admin makes staff (is_staff is admin-only), so the role's flags are an admin's grant (decision 0065).
      return withRoleDefaults(data);
    },
    beforeUpdate: async (tx, ctx, before, data) => {
      // Otherwise a user manager could point an admin's e-mail at themselves and reset its password
      // (or the e-mail of someone who may impersonate customers, and act as them).
      if (!ctx.actor?.is_admin && (before.is_admin || before.can_manage_pricing || before.can_impersonate))
        throw forbidden('Only an admin may change this account.');
      assertMayGrant(ctx, before, data);
      if (typeof data.email === 'string' && data.email.toLowerCase() !== String(before.email).toLowerCase()) {
        await assertEmailFree(tx, data.email, before.id);
      }
      return data;
    },
    afterWrite: async (tx, ctx, before, after) => {
      // An inactive account could not use the link; once activated, "forgot password" serves it.
      if (before === null && after.active) await sendWelcomeMail(tx, ctx, after);
      if (before === null) return;
      // Deactivation ends every session of the account and those it opened as others, in this
      // transaction: reactivating it later brings none of them back.
      if (before.active && !after.active) await revokeEverySession(tx, after.id);
      // Whoever may no longer impersonate stops impersonating now (the guard checks it on each request too).
      else if (mayImpersonate(before as any) && !mayImpersonate(after as any)) await revokeImpersonationsBy(tx, after.id);
    },
  },
});
