// A refused sign-in step (password, second factor, reset or impersonation link): the spec's
// `{success: false, message}` answered with 200, with the stable code and params beside (decision 0076).
import { coded } from '@console/contract';

export type SignInRefusalCode = 'login_invalid' | 'login_throttled' | 'account_inactive' | 'link_invalid' | 'mfa_code_invalid' | 'mfa_code_expired';

export const signInRefusal = (code: SignInRefusalCode) => ({ success: false as const, ...coded(code) });
