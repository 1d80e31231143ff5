// The access trail (decision 0084): who signed in, out, failed to, confirmed a code, acted as someone
// else or changed their own preferences. Kept apart from the activity log, which records changes to the
// business's records; admins read both.

export const ACCESS_EVENT_KINDS = [
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'mfa_challenge',
  'mfa_failed',
  'impersonation_start',
  'impersonation_end',
  'preferences',
] as const;
export type AccessEventKind = (typeof ACCESS_EVENT_KINDS)[number];

/** Why a sign-in was refused, as the trail records it (the answer itself says no more than the spec's message). */
export const SIGN_IN_FAILURES = ['invalid', 'throttled', 'inactive'] as const;
export type SignInFailure = (typeof SIGN_IN_FAILURES)[number];
