// Twilio Programmable Messaging (decision 0070), as documented in the Message resource reference
// (twilio.com/docs/messaging/api/message-resource) and used by Twilio's own helper libraries:
//   POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json, HTTP Basic AccountSid:AuthToken,
//   form body To (E.164), Body, and From (a number or an alphanumeric sender) or MessagingServiceSid;
//   answers 201 with the Message resource {sid: "SM...", status: "queued", error_code: null, ...};
//   refuses with {code, message, more_info, status} (code 21211: To is not a valid number...).
import { endpoint, IntegrationError } from '../http.ts';
import { CREATE, requestJsonRetrying, type RetryPolicy } from '../retrying.ts';
import { type SmsGateway, SmsRecipientRefused } from './api.ts';

const SYSTEM = 'SMS (Twilio)';
export const TWILIO_API_URL = 'https://api.twilio.com';

/**
 * Twilio error codes that blame the recipient, not the service (twilio.com/docs/api/errors):
 * 21211 invalid To, 21214 To cannot be reached, 21217 To not a valid number, 21265 To is a short code,
 * 21401 invalid phone number, 21408 region not enabled, 21610 recipient unsubscribed (STOP),
 * 21612 cannot route to To, 21614 To is not a mobile number.
 */
const RECIPIENT_CODES = new Set([21211, 21214, 21217, 21265, 21401, 21408, 21610, 21612, 21614]);

/** The sender: a phone number / alphanumeric sender id (From), or a Messaging Service that picks one. */
export type TwilioSender = { from: string } | { messagingServiceSid: string };

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  sender: TwilioSender;
  baseUrl?: string;
  timeoutMs?: number;
  /** A code must reach the user while they wait at the sign-in: 429 retried for 3 s at most, 5xx never (a second SMS). */
  retry?: RetryPolicy;
}

/** E.164 as Twilio wants it: "+32 (0)470 12.34-56" and "0032470123456" become "+32470123456". */
export function e164(phone: string): string {
  const digits = phone
    .trim()
    .replace(/\(0\)/g, '')
    .replace(/[\s().-]/g, '');
  return digits.startsWith('00') ? `+${digits.slice(2)}` : digits;
}

interface TwilioError {
  code?: unknown;
  message?: unknown;
}

function twilioError(err: IntegrationError): IntegrationError {
  let body: TwilioError = {};
  try {
    body = JSON.parse(err.answer?.body ?? '{}') ?? {};
  } catch {
    return err;
  }
  const code = typeof body.code === 'number' ? body.code : undefined;
  if (code === undefined) return err;
  const reason = `HTTP ${err.status}, Twilio error ${code}${typeof body.message === 'string' ? `: ${body.message.slice(0, 200)}` : ''}`;
  return RECIPIENT_CODES.has(code)
    ? new SmsRecipientRefused(SYSTEM, reason, err.status, err.answer)
    : new IntegrationError(SYSTEM, reason, err.status, err.answer);
}

export class TwilioSmsClient implements SmsGateway {
  private readonly auth: string;

  constructor(readonly options: TwilioOptions) {
    this.auth = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  }

  async send(to: string, text: string): Promise<{ id: string }> {
    const { accountSid, sender } = this.options;
    const url = endpoint(this.options.baseUrl ?? TWILIO_API_URL, `2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`);
    const form: Record<string, string> = { To: e164(to), Body: text };
    if ('from' in sender) form.From = sender.from;
    else form.MessagingServiceSid = sender.messagingServiceSid;
    let data: { sid?: unknown; status?: unknown; error_code?: unknown; error_message?: unknown } | undefined;
    try {
      ({ data } = await requestJsonRetrying<typeof data>(
        SYSTEM,
        url,
        { method: 'POST', headers: { authorization: this.auth }, form, timeoutMs: this.options.timeoutMs ?? 10_000 },
        this.options.retry ?? { ...CREATE, attempts: 3, maxTotalWaitMs: 3000 },
      ));
    } catch (err) {
      throw err instanceof IntegrationError ? twilioError(err) : err;
    }
    if (typeof data?.sid !== 'string' || !data.sid) throw new IntegrationError(SYSTEM, 'answered without a message sid');
    // A message refused at once comes back created but failed, with the reason in error_code.
    if (data.status === 'failed' || data.status === 'undelivered' || (data.error_code !== null && data.error_code !== undefined)) {
      const code = Number(data.error_code);
      const reason = `message ${data.sid} ${String(data.status)}, Twilio error ${String(data.error_code)}`;
      throw RECIPIENT_CODES.has(code) ? new SmsRecipientRefused(SYSTEM, reason) : new IntegrationError(SYSTEM, reason);
    }
    return { id: data.sid };
  }
}
