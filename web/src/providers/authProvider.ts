// Session handling of spec 1 §4 (Session), §5 (Login) and §8 (error catalogue).
import type { AuthProvider, UserIdentity } from 'react-admin';
import { ADMIN_PERMISSION, MFA_METHODS, STORAGE_KEYS } from '@console/contract';
import { fetchApi, getToken, localizedMessage, requestJson, serverMessage } from './api.ts';

type MfaMethod = (typeof MFA_METHODS)[number];

/** The second-factor challenge survives a reload of the code page, but not the browser tab. */
const MFA_CHALLENGE_KEY = 'mfa_challenge';

/** Why the code did not leave (the SMS provider failed or refused the number): a stable code and the server's words. */
export interface MfaNotice {
  code: string;
  message: string;
}

export interface MfaChallenge {
  ephemeral_token: string;
  method_name: MfaMethod;
  /** Set when the sign-in opened the challenge but the code could not be sent (decision 0070). */
  notice?: MfaNotice;
}

/** Login refused: `notificationType` says how the login form shows it (spec 1 §8: success false is a warning). */
export class LoginError extends Error {
  constructor(
    message: string,
    readonly notificationType: 'error' | 'warning' = 'error',
  ) {
    super(message);
  }
}

/** Login is unfinished: the second-factor step begins (spec 1 §4 Session). */
export class MfaRequiredError extends Error {
  constructor(readonly challenge: MfaChallenge) {
    super('app.auth.mfa_required');
  }
}

export interface PasswordCredentials {
  username?: string;
  login?: string;
  password: string;
}

export interface MfaCredentials {
  ephemeral_token: string;
  code: string;
}

interface LoginAnswer {
  success?: boolean;
  token?: string;
  ephemeral_token?: string;
  method_name?: string;
  message?: string;
  code?: string;
  permissions?: unknown;
  user?: { permissions?: unknown; is_admin?: boolean };
}

export const mfaChallenge = {
  read(): MfaChallenge | null {
    try {
      const value = JSON.parse(sessionStorage.getItem(MFA_CHALLENGE_KEY) ?? 'null') as MfaChallenge | null;
      return value?.ephemeral_token ? value : null;
    } catch {
      return null;
    }
  },
  save: (challenge: MfaChallenge) => sessionStorage.setItem(MFA_CHALLENGE_KEY, JSON.stringify(challenge)),
  clear: () => sessionStorage.removeItem(MFA_CHALLENGE_KEY),
};

/** Accepts a list of names or an object of flags; keeps the names that are set. */
function permissionList(raw: unknown): string[] {
  if (Array.isArray(raw)) return raw.filter((p): p is string => typeof p === 'string');
  if (raw && typeof raw === 'object')
    return Object.entries(raw)
      .filter(([, on]) => on === true)
      .map(([name]) => name);
  return [];
}

function storeSession(token: string, permissions: string[]) {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.permissions, JSON.stringify([...new Set(permissions)]));
}

function clearSession() {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.permissions);
}

export function storedPermissions(): string[] {
  try {
    return permissionList(JSON.parse(localStorage.getItem(STORAGE_KEYS.permissions) ?? '[]'));
  } catch {
    return [];
  }
}

const methodOf = (name: string | undefined): MfaMethod => ((MFA_METHODS as readonly string[]).includes(name ?? '') ? (name as MfaMethod) : 'email');

async function passwordLogin({ username, login, password }: PasswordCredentials): Promise<void> {
  const res = await fetchApi<LoginAnswer>('account/login', { method: 'POST', auth: false, body: { login: login ?? username, password } });
  if (!res.ok) {
    // HTTP/2 answers carry no status text; the server's words are then the best explanation.
    throw new LoginError(res.statusText || serverMessage(res.body) || 'ra.auth.sign_in_error');
  }
  const body = res.body ?? {};
  if (body.ephemeral_token) {
    const challenge: MfaChallenge = { ephemeral_token: body.ephemeral_token, method_name: methodOf(body.method_name) };
    if (body.code) challenge.notice = { code: body.code, message: body.message ?? '' };
    mfaChallenge.save(challenge);
    throw new MfaRequiredError(challenge);
  }
  if (body.success !== true || !body.token) {
    throw new LoginError(localizedMessage(body) || 'ra.auth.sign_in_error', 'warning');
  }
  const permissions = permissionList(body.user?.permissions ?? body.permissions);
  if (body.user?.is_admin) permissions.push(ADMIN_PERMISSION);
  storeSession(body.token, permissions);
}

async function confirmMfa({ ephemeral_token, code }: MfaCredentials): Promise<void> {
  const res = await fetchApi<LoginAnswer>('account/login/mfa/confirm_code', { method: 'POST', auth: false, body: { ephemeral_token, code } });
  const body = res.body ?? {};
  if (!res.ok || body.success !== true || !body.token) {
    throw new LoginError(localizedMessage(body) || 'app.auth.mfa_error', 'warning');
  }
  const permissions = permissionList(body.permissions ?? body.user?.permissions);
  if (body.user?.is_admin) permissions.push(ADMIN_PERMISSION);
  storeSession(body.token, permissions);
  mfaChallenge.clear();
}

/** Sends the second-factor code again (sms or email, as chosen by the server); a refusal carries the server's code and message in `body`. */
export async function resendMfaCode(ephemeral_token: string): Promise<void> {
  await requestJson('account/login/mfa/dispatch_code', { method: 'POST', auth: false, body: { ephemeral_token } });
}

/** The reason a code was not sent, from a refused resend (its body holds `code` and `message`), if it says one. */
export function mfaNoticeOf(error: unknown): MfaNotice | undefined {
  const body = (error as { body?: { code?: unknown; message?: unknown } } | null)?.body;
  return typeof body?.code === 'string' ? { code: body.code, message: typeof body.message === 'string' ? body.message : '' } : undefined;
}

interface AccountAnswer {
  id?: number;
  email?: string;
  fullname?: string;
  firstname?: string;
  lastname?: string;
  locale?: string;
}

export const authProvider: AuthProvider = {
  /** Password sign-in, or the second step when called with an ephemeral token and a code. */
  login: (params: PasswordCredentials | MfaCredentials) => ('ephemeral_token' in params ? confirmMfa(params) : passwordLogin(params)),

  logout: async () => {
    if (getToken()) {
      // The session ends locally whatever the server answers.
      await fetchApi('account/logout', { method: 'POST' }).catch(() => undefined);
    }
    clearSession();
    mfaChallenge.clear();
  },

  checkAuth: () => (getToken() ? Promise.resolve() : Promise.reject({ message: false })),

  checkError: (error: { status?: number } | undefined) => {
    const status = error?.status;
    if (status === 401 || status === 403) {
      clearSession();
      return Promise.reject();
    }
    return Promise.resolve();
  },

  getPermissions: () => Promise.resolve(storedPermissions()),

  getIdentity: async (): Promise<UserIdentity> => {
    const account = await requestJson<AccountAnswer>('account');
    const fullName = account.fullname || [account.firstname, account.lastname].filter(Boolean).join(' ') || account.email || '';
    // The remembered language travels with the identity: AccountLocaleSync applies it (decision 0026).
    return { id: account.id ?? account.email ?? 'me', fullName, locale: account.locale };
  },
};

/**
 * The auth actions by name, as the legacy function-style provider took them; anything else is
 * refused with 'Unknown method' (spec 1 §8).
 */
export function authAction(type: string, params?: any): Promise<unknown> {
  switch (type) {
    case 'AUTH_LOGIN':
    case 'login':
      return authProvider.login(params);
    case 'AUTH_LOGOUT':
    case 'logout':
      return authProvider.logout(params);
    case 'AUTH_CHECK':
    case 'checkAuth':
      return authProvider.checkAuth(params);
    case 'AUTH_ERROR':
    case 'checkError':
      return authProvider.checkError(params);
    case 'AUTH_GET_PERMISSIONS':
    case 'getPermissions':
      return authProvider.getPermissions!(params);
    case 'getIdentity':
      return authProvider.getIdentity!();
    default:
      return Promise.reject(new Error('Unknown method'));
  }
}
