import type { Config } from '../../config.ts';
import type { SmsGateway } from './api.ts';
import { SmsClient } from './client.ts';
import { SmsSimulator } from './simulator.ts';

export * from './api.ts';

export function createSmsGateway(config: Config): SmsGateway {
  return config.INTEGRATIONS === 'real' && config.SMS_URL ? new SmsClient(config.SMS_URL, config.SMS_API_KEY ?? '') : new SmsSimulator();
}
