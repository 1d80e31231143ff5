// The SMS gateway's interface, apart from the factory in index.ts so that client.ts and simulator.ts
// implement it without importing the module that imports them.
import { IntegrationError } from '../http.ts';

export interface SmsGateway {
  send(to: string, text: string): Promise<{ id: string }>;
}

/**
 * The provider refused the recipient (not a phone number, not a mobile, a country not enabled, the
 * person opted out): trying again will not help, the number on the account must change. Any other
 * IntegrationError means the service failed and a later try may work.
 */
export class SmsRecipientRefused extends IntegrationError {}
