// What a client is told about a user: at sign-in (the console stores the permission list to gate
// screens, spec 1 §6) and on the account settings page. Never a hash, counter or lock.
import { fullName, permissionsOf } from '../../../platform/auth/guard.ts';
import type { Row } from '../../../platform/registry.ts';

export function sessionUser(user: Row) {
  return {
    id: user.id as number,
    email: user.email as string,
    firstname: user.firstname as string,
    lastname: user.lastname as string,
    fullname: fullName(user as any),
    is_admin: Boolean(user.is_admin),
    is_staff: Boolean(user.is_staff),
    customer_id: (user.customer_id ?? null) as number | null,
    theme: user.theme as string,
    locale: user.locale as string,
    permissions: permissionsOf(user as any),
  };
}

export function accountView(user: Row) {
  return {
    ...sessionUser(user),
    phone: (user.phone ?? null) as string | null,
    is_manager: Boolean(user.is_manager),
    mfa_enabled: Boolean(user.mfa_enabled),
    mfa_method: user.mfa_method as string,
    last_login_at: user.last_login_at ?? null,
  };
}
