// The help-desk's interface and company, apart from the factory in index.ts so that client.ts and
// simulator.ts implement it without importing the module that imports them.

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
