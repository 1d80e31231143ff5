// An SMS gateway that keeps what it "sends" in memory: tests read `sent`, nothing leaves the machine.
import { IntegrationError } from '../http.ts';
import { type SmsGateway, SmsRecipientRefused } from './api.ts';

export interface SentSms {
  id: string;
  to: string;
  text: string;
  at: Date;
}

/** What gateways accept: an international number, digits with the usual separators. */
const PHONE = /^\+?[0-9][0-9 ().-]{5,19}$/;
/** Long texts are split by gateways; ten parts is where they stop. */
const MAX_TEXT = 1600;

export class SmsSimulator implements SmsGateway {
  readonly sent: SentSms[] = [];
  private seq = 0;

  async send(to: string, text: string): Promise<{ id: string }> {
    if (!PHONE.test(to.trim())) throw new SmsRecipientRefused('SMS gateway', `HTTP 400: ${to.slice(0, 40)} is not a phone number`, 400);
    if (!text || text.length > MAX_TEXT) throw new IntegrationError('SMS gateway', `HTTP 400: text must be 1 to ${MAX_TEXT} characters`, 400);
    this.seq += 1;
    const message = { id: `sim-${String(this.seq).padStart(6, '0')}`, to: to.trim(), text, at: new Date() };
    this.sent.push(message);
    return { id: message.id };
  }
}
