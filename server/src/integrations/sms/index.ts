import type { Config } from '../../config.ts';
import { SmsClient } from './client.ts';
import { SmsSimulator } from './simulator.ts';

export interface SmsGateway {
  send(to: string, text: string): Promise<{ id: string }>;
}

export function createSmsGateway(config: Config): SmsGateway {
  return config.INTEGRATIONS === 'real' && config.SMS_URL ? new SmsClient(config.SMS_URL, config.SMS_API_KEY ?? '') : new SmsSimulator();
}
