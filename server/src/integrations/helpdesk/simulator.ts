// An in-memory help-desk that already knows some of the demo customers (so a first synchronisation
// both links and creates), refuses duplicate names as Freshdesk does, and can be told to fail.
import { DEMO_CUSTOMERS } from '../../seed/demo-data.ts';
import { IntegrationError } from '../http.ts';
import type { Helpdesk, HelpdeskCompany } from './api.ts';

export const SIMULATED_HELPDESK_URL = 'https://helpdesk.example.com';

export class HelpdeskSimulator implements Helpdesk {
  readonly companies: HelpdeskCompany[];
  /** Set by tests: every call fails as an unreachable help-desk would. */
  failing = false;
  private nextId = 43000000001;

  constructor(knownNames: string[] = DEMO_CUSTOMERS.filter((_, i) => i % 3 === 0).map((c) => c.name)) {
    this.companies = knownNames.map((name) => ({ id: String(this.nextId++), name, domains: [] }));
  }

  private check() {
    if (this.failing) throw new IntegrationError('help-desk', 'unreachable (simulated outage)');
  }

  async listCompanies(): Promise<HelpdeskCompany[]> {
    this.check();
    return this.companies.map((c) => ({ ...c, domains: [...c.domains] }));
  }

  async createCompany(input: { name: string; domains: string[] }): Promise<HelpdeskCompany> {
    this.check();
    const name = input.name.trim();
    if (!name) throw new IntegrationError('help-desk', 'HTTP 400: name is required', 400);
    if (this.companies.some((c) => c.name.toLowerCase() === name.toLowerCase())) {
      throw new IntegrationError('help-desk', 'HTTP 409: name should be a unique value', 409);
    }
    const company = { id: String(this.nextId++), name, domains: [...input.domains] };
    this.companies.push(company);
    return { ...company, domains: [...company.domains] };
  }

  ticketsUrl(companyId: string): string {
    return `${SIMULATED_HELPDESK_URL}/a/companies/${companyId}`;
  }
}
