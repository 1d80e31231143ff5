// Outgoing mail through a transactional outbox: a message is queued in the same transaction as the
// change that caused it (a rollback drops it), then delivered over SMTP after commit. Without
// SMTP_URL messages stay in the outbox with status "stored" for admins to read.
//
// Delivery never holds a transaction or a request (decision 0071): a message is claimed in a short
// transaction (queued -> sending), sent with bounded timeouts, then recorded; a failure waits for its
// next attempt (doubling from 1 min to 1 h) and, after MAIL_MAX_ATTEMPTS, is a dead letter.
import nodemailer, { type Transporter } from 'nodemailer';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db, Executor } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent along (an invoice PDF), kept in the outbox with the message. */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

/** The pg-boss queue whose job delivers what is due (one waiting at most: stately). */
export const JOB_MAIL = 'mail-deliver';

export interface Mailer {
  /** Queue a message inside the caller's transaction. */
  queue: (tx: Executor, mail: OutgoingMail) => Promise<number>;
  /** True once after messages were queued through `queue` (the app then asks for a delivery job). */
  takeQueued: () => boolean;
  /** Deliver every message due now; resolves when done. */
  flush: () => Promise<void>;
  stop: () => Promise<void>;
}

/** A claim older than this belongs to a process that died while sending: the message is due again. */
const CLAIM_EXPIRES_S = 600;

/** The wait before attempt n+1 after n failed ones: 1, 2, 4 ... minutes, at most an hour. */
export const retryDelayS = (attempts: number) => Math.min(3600, 60 * 2 ** Math.max(0, attempts - 1));

/**
 * Queues a message in the caller's transaction; any process's mailer delivers it after commit (its
 * timer is the safety net). Jobs without the app's mailer at hand (usage alerts) call this directly.
 */
export async function queueMail(tx: Executor, mail: OutgoingMail): Promise<number> {
  const [row] = await tx
    .insert(outbox)
    .values({
      channel: 'email',
      recipient: mail.to,
      subject: mail.subject,
      body: mail.text,
      html: mail.html,
      attachments: mail.attachments?.map((a) => ({ filename: a.filename, content_type: a.contentType, content: a.content.toString('base64') })),
    })
    .returning({ id: outbox.id });
  return row.id;
}

interface Claimed {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  html: string | null;
  attachments: { filename: string; content_type: string; content: string }[] | null;
  attempts: number;
}

const rowsOf = (result: unknown): any[] => (result as any).rows ?? (result as any[]);

export function createMailer(config: Config, db: Db, log: FastifyBaseLogger): Mailer {
  const timeout = config.SMTP_TIMEOUT_MS;
  const transport: Transporter | null = config.SMTP_URL
    ? nodemailer.createTransport({ url: config.SMTP_URL, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout } as never)
    : null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let queued = false;

  /** Takes one due message for this process (two processes never take the same one). */
  async function claim(): Promise<Claimed | null> {
    return db.transaction(async (tx) => {
      const [msg] = rowsOf(
        await tx.execute(sql`
          select id, recipient, subject, body, html, attachments, attempts from outbox
          where channel = 'email'
            and (status = 'queued'
              or (status = 'failed' and next_attempt_at <= now())
              or (status = 'sending' and claimed_at < now() - make_interval(secs => ${CLAIM_EXPIRES_S})))
          order by id limit 1 for update skip locked`),
      ) as Claimed[];
      if (!msg) return null;
      if (!transport) await tx.update(outbox).set({ status: 'stored' }).where(eq(outbox.id, msg.id));
      else await tx.update(outbox).set({ status: 'sending', claimed_at: new Date() }).where(eq(outbox.id, msg.id));
      return msg;
    });
  }

  async function send(msg: Claimed) {
    const attempts = msg.attempts + 1;
    try {
      await transport!.sendMail({
        from: config.MAIL_FROM,
        to: msg.recipient,
        subject: msg.subject,
        text: msg.body,
        html: msg.html ?? undefined,
        attachments: (msg.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.content_type, content: Buffer.from(a.content, 'base64') })),
      });
      await db.update(outbox).set({ status: 'sent', sent_at: new Date(), error: null, attempts, claimed_at: null }).where(eq(outbox.id, msg.id));
    } catch (err) {
      const dead = attempts >= config.MAIL_MAX_ATTEMPTS;
      log.warn({ err, id: msg.id, attempts, dead }, dead ? 'mail delivery failed for the last time: dead letter' : 'mail delivery failed; retried later');
      await db
        .update(outbox)
        .set({
          status: dead ? 'dead' : 'failed',
          error: String((err as Error).message).slice(0, 500),
          attempts,
          claimed_at: null,
          next_attempt_at: dead ? null : new Date(Date.now() + retryDelayS(attempts) * 1000),
        })
        .where(eq(outbox.id, msg.id));
    }
  }

  async function deliverDue() {
    for (;;) {
      if (stopped) return;
      const msg = await claim();
      if (!msg) return;
      if (transport) await send(msg);
    }
  }

  const flush = async (): Promise<void> => {
    if (stopped) return;
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await deliverDue().catch((err) => log.error({ err }, 'mail outbox flush failed'));
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  };

  // buildApp flushes after every write request has answered (its transaction has committed);
  // the timer is the safety net for messages queued by jobs, retries that fall due, or a crash.
  const timer = setInterval(() => void flush(), 5000);
  timer.unref();

  return {
    queue: async (tx, mail) => {
      queued = true;
      return queueMail(tx, mail);
    },
    takeQueued: () => {
      const was = queued;
      queued = false;
      return was;
    },
    flush,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
      transport?.close();
    },
  };
}
