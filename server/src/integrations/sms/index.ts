import type { Config } from '../../config.ts';
import type { SmsGateway } from './api.ts';
import { TwilioSmsClient } from './client.ts';
import { SmsSimulator } from './simulator.ts';

export * from './api.ts';

/** Twilio when INTEGRATIONS=real and its account is set (an account without a sender stops the start); else the simulator. */
export function createSmsGateway(config: Config): SmsGateway {
  if (config.INTEGRATIONS !== 'real' || config.SMS_PROVIDER !== 'twilio' || !config.TWILIO_ACCOUNT_SID || !config.TWILIO_AUTH_TOKEN) return new SmsSimulator();
  const sender = config.TWILIO_MESSAGING_SERVICE_SID
    ? { messagingServiceSid: config.TWILIO_MESSAGING_SERVICE_SID }
    : config.SMS_FROM
      ? { from: config.SMS_FROM }
      : null;
  // Twilio refuses a message without a sender: say so at start rather than at the first sign-in.
  if (!sender)
    throw new Error('Invalid configuration: TWILIO_ACCOUNT_SID is set but neither SMS_FROM nor TWILIO_MESSAGING_SERVICE_SID (Twilio needs a sender).');
  return new TwilioSmsClient({
    accountSid: config.TWILIO_ACCOUNT_SID,
    authToken: config.TWILIO_AUTH_TOKEN,
    sender,
    baseUrl: config.TWILIO_API_URL,
  });
}
