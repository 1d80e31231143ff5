// Shared steps of the sign-in, account and user tests.
import type { TestApp } from './helpers.ts';

let ipSeq = 0;
/** A client address of its own, so the per-IP rate limits of one test never spill into another. */
export const freshIp = () => `10.9.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

export function login(t: TestApp, payload: Record<string, unknown>, ip = freshIp()) {
  return t.app.inject({ method: 'POST', url: '/api/v1/account/login', payload, remoteAddress: ip });
}

export function post(t: TestApp, url: string, payload: Record<string, unknown>, ip = freshIp()) {
  return t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
}

export function postForm(t: TestApp, url: string, fields: Record<string, string>, ip = freshIp()) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: ip,
  });
}

export interface OutboxRow {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  status: string;
}

/** Mail the server queued for a recipient, oldest first, once the post-commit delivery has run. */
export async function mailsTo(t: TestApp, recipient: string): Promise<OutboxRow[]> {
  await t.app.services.mail.flush();
  const { rows } = await t.database.query('select id, recipient, subject, body, status from outbox where recipient = $1 order by id', [recipient]);
  return rows;
}

export async function lastMailTo(t: TestApp, recipient: string): Promise<OutboxRow> {
  const rows = await mailsTo(t, recipient);
  if (rows.length === 0) throw new Error(`no mail for ${recipient}`);
  return rows[rows.length - 1];
}

export const linkToken = (text: string) => {
  const m = /\/reset_password\/([A-Za-z0-9_-]+)/.exec(text);
  if (!m) throw new Error(`no reset link in: ${text}`);
  return m[1];
};

export const codeIn = (text: string) => {
  const m = /code is (\d{6})/.exec(text);
  if (!m) throw new Error(`no code in: ${text}`);
  return m[1];
};

/** Every log row as text, to prove that no secret was ever written there. */
export async function allLogText(t: TestApp): Promise<string> {
  const { rows } = await t.database.query('select * from logs');
  return JSON.stringify(rows);
}
