// The access trail (decision 0084): sign-ins, sign-outs, MFA, impersonations, preference changes.
export const access_events = {
  name: 'Access trail |||| Access trail',
  fields: {
    id: 'Id',
    created_at: 'Date',
    kind: 'Event',
    user_id: 'User',
    email: 'Account',
    actor_id: 'Staff member',
    actor_name: 'Staff member',
    ip: 'Address',
    created_at_gte: 'From',
    created_at_lte: 'Until',
    details: 'Details',
  },
  kinds: {
    sign_in: 'Signed in',
    sign_in_failed: 'Sign-in refused',
    sign_out: 'Signed out',
    mfa_challenge: 'Code sent',
    mfa_failed: 'Wrong code',
    impersonation_start: 'Impersonation started',
    impersonation_end: 'Impersonation ended',
    preferences: 'Preferences changed',
  },
  reasons: {
    invalid: 'wrong login or password',
    throttled: 'too many attempts',
    inactive: 'inactive account',
  },
  messages: {
    admin_only: 'The access trail is for admins only.',
    impersonated: 'opened by %{name}',
  },
};
