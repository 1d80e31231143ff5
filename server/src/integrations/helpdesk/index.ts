import type { Config } from '../../config.ts';
import type { Helpdesk } from './api.ts';
import { HelpdeskClient } from './client.ts';
import { HelpdeskSimulator } from './simulator.ts';

export * from './api.ts';

export function createHelpdesk(config: Config): Helpdesk {
  return config.INTEGRATIONS === 'real' && config.HELPDESK_URL
    ? new HelpdeskClient(config.HELPDESK_URL, config.HELPDESK_API_KEY ?? '')
    : new HelpdeskSimulator();
}
