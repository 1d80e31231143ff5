// The API as a set-up tool: journeys prepare their own data (users, MFA) and read the mail the server
// stores in its outbox (the e2e server has no SMTP_URL). The steps a journey tests go through the console.

export class ApiError extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${method} ${path} answered ${status}: ${JSON.stringify(body)}`);
  }
}

export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  status: string;
  created_at: string;
}

export class Api {
  constructor(
    readonly baseURL: string,
    readonly token: string | null = null,
  ) {}

  /** Signs in through POST /account/login (no second factor) and returns a client carrying the session. */
  static async signIn(baseURL: string, email: string, password: string): Promise<Api> {
    const answer = await new Api(baseURL).request<{ success?: boolean; token?: string; message?: string }>('POST', 'account/login', { login: email, password });
    if (answer.success !== true || !answer.token) throw new Error(`e2e set-up: ${email} could not sign in through the API: ${JSON.stringify(answer)}`);
    return new Api(baseURL, answer.token);
  }

  async request<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    const url = `${this.baseURL}/api/v1/${path.replace(/^\/+/, '')}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: keep the text for the error message.
    }
    if (!res.ok) throw new ApiError(method, path, res.status, parsed);
    return parsed as T;
  }

  get = <T = unknown>(path: string) => this.request<T>('GET', path);
  post = <T = unknown>(path: string, body?: unknown) => this.request<T>('POST', path, body ?? {});

  /** Messages stored for one recipient, newest first (admins only). */
  async outbox(recipient: string): Promise<OutboxMessage[]> {
    const query = new URLSearchParams({ recipient, sort: 'created_at', order: 'DESC', page_size: '50' });
    const { results } = await this.get<{ results: OutboxMessage[] }>(`outbox/?${query}`);
    return [...results].sort((a, b) => b.id - a.id);
  }

  /** The id of the newest message to `recipient` (0 when none): later mail is what a step sent. */
  async lastMailId(recipient: string): Promise<number> {
    return (await this.outbox(recipient))[0]?.id ?? 0;
  }

  /**
   * Waits for a message to `recipient` newer than `afterId` whose subject matches, and returns it.
   * Mail is queued in the same transaction as the action, so it is normally there at once; the wait
   * covers a slow machine.
   */
  async waitForMail(
    recipient: string,
    { subject, afterId = 0, timeoutMs = 15_000 }: { subject: RegExp; afterId?: number; timeoutMs?: number },
  ): Promise<OutboxMessage> {
    const deadline = Date.now() + timeoutMs;
    let seen: OutboxMessage[] = [];
    while (Date.now() < deadline) {
      seen = await this.outbox(recipient);
      const found = seen.find((m) => m.id > afterId && subject.test(m.subject));
      if (found) return found;
      await new Promise((r) => setTimeout(r, 250));
    }
    const listing = seen.map((m) => `#${m.id} ${m.subject}`).join('; ') || 'nothing';
    throw new Error(`no mail to ${recipient} with a subject matching ${subject} after #${afterId} within ${timeoutMs / 1000} s (outbox: ${listing})`);
  }
}

/** The /reset_password/{token} link of a welcome or reset mail. */
export function resetLinkIn(mail: OutboxMessage): string {
  const link = mail.body.match(/https?:\/\/\S+\/reset_password\/[^\s"'<>]+/)?.[0];
  if (!link) throw new Error(`mail #${mail.id} "${mail.subject}" carries no /reset_password/ link:\n${mail.body}`);
  return link;
}

/** The six-digit code of a sign-in code mail. */
export function codeIn(mail: OutboxMessage): string {
  const code = mail.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`mail #${mail.id} "${mail.subject}" carries no six-digit code:\n${mail.body}`);
  return code;
}

/** A name no other journey (or earlier run on a kept database) uses. */
export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

export interface StaffUser {
  id: number;
  email: string;
}

/** A staff user created by the admin; the server e-mails them a link to choose their first password. */
export async function createStaffUser(admin: Api, label: string): Promise<StaffUser> {
  const email = `${unique(label)}@example.com`.toLowerCase();
  const user = await admin.post<{ id: number; email: string }>('users/', { email, firstname: 'E2e', lastname: label, is_staff: true, active: true });
  return { id: user.id, email: user.email };
}

/** Gives a new user their first password through the welcome link, as they would from the mail. */
export async function setFirstPassword(admin: Api, user: StaffUser, password: string) {
  const welcome = await admin.waitForMail(user.email, { subject: /account has been created/i });
  const token = decodeURIComponent(resetLinkIn(welcome).split('/reset_password/')[1]!);
  const answer = await new Api(admin.baseURL).post<{ success?: boolean; message?: string }>('account/reset_password', { token, password });
  if (answer.success !== true) throw new Error(`e2e set-up: the first password of ${user.email} was refused: ${JSON.stringify(answer)}`);
}
