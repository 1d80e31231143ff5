// Mail that cannot stall the console and is never lost (decision 0071): a mail server that accepts the
// connection and never answers holds neither a transaction nor a request; a failed delivery waits for
// its next attempt, is retried, and after the last attempt is a dead letter in the admins' outbox.
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryDelayS } from '../../src/platform/mail.ts';
import { postForm } from '../support/auth-helpers.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';
import { startSmtpSink } from '../support/smtp-sink.ts';

/** A TCP server that takes connections and never says a word (a mail server hung on its greeting). */
async function silentServer(): Promise<{ url: string; connections: () => number; close: () => Promise<void> }> {
  const sockets: Socket[] = [];
  const server: Server = createServer((socket) => void sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    connections: () => sockets.length,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The last message to a recipient as stored now (no flush first, unlike the auth helpers). */
async function lastMailTo(t: TestApp, recipient: string) {
  const { rows } = await t.database.query('select id, status, attempts, error, next_attempt_at from outbox where recipient = $1 order by id desc limit 1', [
    recipient,
  ]);
  return rows[0];
}

describe('a mail server that never answers', () => {
  let silent: Awaited<ReturnType<typeof silentServer>>;
  let t: TestApp;
  beforeAll(async () => {
    silent = await silentServer();
    t = await createTestApp({ SMTP_URL: silent.url, SMTP_TIMEOUT_MS: '3000', MAIL_MAX_ATTEMPTS: '2', JOBS: 'off' });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await silent.close();
  });

  it('keeps the console answering while a delivery hangs, then waits for the next attempt and ends a dead letter', async () => {
    const { user } = await createUser(t, 'staff');
    const admin = await createUser(t, 'admin');
    const asked = await postForm(t, '/api/v1/account/forget_password', { login: user.email });
    expect(asked.json()).toEqual({ success: true, message: 'An email has been sent' });

    const delivery = t.app.services.mail.flush();
    // The delivery holds the connection; reads and writes go on meanwhile and finish first.
    for (let i = 0; i < 50 && silent.connections() === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(silent.connections()).toBe(1);
    const list = await t.as(admin.token)({ method: 'GET', url: '/api/v1/customers/' });
    expect(list.statusCode).toBe(200);
    const write = await t.as(admin.token)({ method: 'POST', url: '/api/v1/customers/', payload: { name: 'Written while the mail hangs' } });
    expect(write.statusCode).toBe(201);
    const sending = await lastMailTo(t, user.email);
    expect(sending.status).toBe('sending');

    await delivery;
    const failed = await lastMailTo(t, user.email);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    // nodemailer's words for a server that never greets.
    expect(failed.error).toMatch(/greeting never received|timeout/i);
    const wait = new Date(failed.next_attempt_at).getTime() - Date.now();
    expect(wait).toBeGreaterThan((retryDelayS(1) - 5) * 1000);

    // Not due yet: a flush leaves it alone.
    await t.app.services.mail.flush();
    expect((await lastMailTo(t, user.email)).attempts).toBe(1);

    // Due: the second and last attempt fails too, and the message is a dead letter admins can filter.
    await t.database.query(`update outbox set next_attempt_at = now() - interval '1 second' where id = $1`, [failed.id]);
    await t.app.services.mail.flush();
    const dead = await lastMailTo(t, user.email);
    expect(dead).toMatchObject({ status: 'dead', attempts: 2, next_attempt_at: null });
    const letters = await t.as(admin.token)({ method: 'GET', url: `/api/v1/outbox/?status=dead&recipient=${encodeURIComponent(user.email)}` });
    expect(letters.json().results.map((r: { id: number }) => r.id)).toEqual([dead.id]);
  }, 120_000);
});

describe('a mail server that is busy at first', () => {
  it('delivers on the next attempt, once', async () => {
    const sink = await startSmtpSink({ refuseFirst: 1 });
    const t = await createTestApp({ SMTP_URL: sink.url, JOBS: 'off' });
    try {
      const { user } = await createUser(t, 'staff');
      await postForm(t, '/api/v1/account/forget_password', { login: user.email });
      await t.app.services.mail.flush();
      const failed = await lastMailTo(t, user.email);
      expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
      expect(failed.error).toMatch(/421|not available/i);
      await t.database.query(`update outbox set next_attempt_at = now() where id = $1`, [failed.id]);
      await t.app.services.mail.flush();
      await t.app.services.mail.flush();
      expect(await lastMailTo(t, user.email)).toMatchObject({ status: 'sent', attempts: 2, error: null });
      expect(sink.messages.filter((m) => m.to.includes(user.email))).toHaveLength(1);
    } finally {
      await t.close();
      await sink.close();
    }
  }, 120_000);

  it('waits twice as long after each failure, an hour at most', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(retryDelayS)).toEqual([60, 120, 240, 480, 3600, 3600, 3600]);
  });
});

describe('mail queued by a request', () => {
  it('is delivered by the pg-boss job after the answer', async () => {
    const sink = await startSmtpSink();
    const t = await createTestApp({ SMTP_URL: sink.url });
    try {
      const { user } = await createUser(t, 'staff');
      await postForm(t, '/api/v1/account/forget_password', { login: user.email });
      // No flush by the test: the request's answer queued the delivery job.
      await sink.waitFor((m) => m.to.includes(user.email), 60_000);
      const { rows } = await t.database.query(`select count(*)::int as n from pgboss.job where name = 'mail-deliver'`);
      expect(rows[0].n).toBeGreaterThanOrEqual(1);
      // The message is marked sent once the server has taken it.
      for (let i = 0; i < 100 && (await lastMailTo(t, user.email)).status !== 'sent'; i++) await new Promise((r) => setTimeout(r, 50));
      expect((await lastMailTo(t, user.email)).status).toBe('sent');
    } finally {
      await t.close();
      await sink.close();
    }
  }, 120_000);
});
