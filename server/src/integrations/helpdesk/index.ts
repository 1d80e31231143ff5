import type { Config } from '../../config.ts';
import { HelpdeskClient } from './client.ts';
import { HelpdeskSimulator } from './simulator.ts';

/** A company as the help-desk knows it. */
export interface HelpdeskCompany {
  id: string;
  name: string;
  domains: string[];
}

export interface Helpdesk {
  listCompanies(): Promise<HelpdeskCompany[]>;
  createCompany(input: { name: string; domains: string[] }): Promise<HelpdeskCompany>;
  /** Link to the company's tickets in the help-desk. */
  ticketsUrl(companyId: string): string;
}

export function createHelpdesk(config: Config): Helpdesk {
  return config.INTEGRATIONS === 'real' && config.HELPDESK_URL
    ? new HelpdeskClient(config.HELPDESK_URL, config.HELPDESK_API_KEY ?? '')
    : new HelpdeskSimulator();
}
