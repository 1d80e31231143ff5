// A real SMTP server on loopback (the smtp-server package) that keeps what it receives, so mail
// tests go through nodemailer and the wire instead of a stub.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The decoded text body. */
  text: string;
  raw: string;
}

export interface SmtpSink {
  port: number;
  /** The SMTP_URL that points nodemailer at this server (plain SMTP: loopback needs no TLS). */
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first message (received now or later) that matches. */
  waitFor: (match: (m: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
}

const decodeQuotedPrintable = (s: string) =>
  Buffer.from(
    s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

/** Enough MIME for the single-part text messages the server sends. */
export function parseMessage(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text = encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body;
  return { subject: header('Subject'), text: text.replace(/\r\n/g, '\n') };
}

/** `refuseFirst`: how many connections are turned away (421, as a busy relay does) before the sink accepts mail. */
export async function startSmtpSink(opts: { refuseFirst?: number } = {}): Promise<SmtpSink> {
  let refusals = opts.refuseFirst ?? 0;
  const messages: ReceivedMail[] = [];
  const waiters: { match: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (refusals <= 0) return callback();
      refusals--;
      callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          ...parseMessage(raw),
          raw,
        };
        messages.push(mail);
        for (const w of [...waiters]) {
          if (w.match(mail)) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(mail);
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server as unknown as { server: { address: () => AddressInfo } }).server.address().port;
  return {
    port,
    // ignoreTLS: never attempt STARTTLS (the sink does not offer it; a real relay on loopback would not either).
    url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    messages,
    waitFor: (match, timeoutMs = 5000) => {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching mail arrived over SMTP')), timeoutMs);
        waiters.push({
          match,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
