// Outgoing mail through a transactional outbox: a message is queued in the same transaction as the
// change that caused it (a rollback drops it), then delivered over SMTP after commit. Without
// SMTP_URL messages stay in the outbox with status "stored" for admins to read.
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

export interface Mailer {
  /** Queue a message inside the caller's transaction. */
  queue: (tx: Executor, mail: OutgoingMail) => Promise<number>;
  /** Deliver every queued message now; resolves when done. */
  flush: () => Promise<void>;
  stop: () => Promise<void>;
}

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

export function createMailer(config: Config, db: Db, log: FastifyBaseLogger): Mailer {
  const transport: Transporter | null = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function deliverQueued() {
    for (;;) {
      // Claim one message at a time so two processes never send the same one.
      const claimed = await db.transaction(async (tx) => {
        const rows = await tx.execute(
          sql`select id, recipient, subject, body, html, attachments from outbox where status = 'queued' and channel = 'email' order by id limit 1 for update skip locked`,
        );
        const msg = (rows as any).rows?.[0] ?? (rows as any)[0];
        if (!msg) return null;
        if (!transport) {
          await tx.update(outbox).set({ status: 'stored' }).where(eq(outbox.id, msg.id));
          return msg;
        }
        try {
          await transport.sendMail({
            from: config.MAIL_FROM,
            to: msg.recipient,
            subject: msg.subject,
            text: msg.body,
            html: msg.html ?? undefined,
            attachments: (msg.attachments ?? []).map((a: { filename: string; content_type: string; content: string }) => ({
              filename: a.filename,
              contentType: a.content_type,
              content: Buffer.from(a.content, 'base64'),
            })),
          });
          await tx.update(outbox).set({ status: 'sent', sent_at: new Date(), error: null }).where(eq(outbox.id, msg.id));
        } catch (err) {
          log.warn({ err, id: msg.id }, 'mail delivery failed');
          await tx
            .update(outbox)
            .set({ status: 'failed', error: String((err as Error).message).slice(0, 500) })
            .where(eq(outbox.id, msg.id));
        }
        return msg;
      });
      if (!claimed) return;
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
        await deliverQueued().catch((err) => log.error({ err }, 'mail outbox flush failed'));
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  };

  // buildApp flushes after every write request has answered (its transaction has committed);
  // the timer is the safety net for messages queued by jobs or left by a crash.
  const timer = setInterval(() => void flush(), 5000);
  timer.unref();

  return {
    queue: queueMail,
    flush,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
      transport?.close();
    },
  };
}
