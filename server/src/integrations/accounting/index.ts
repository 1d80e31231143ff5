import { type Config, parseOdooCompanies, parseOdooTaxes } from '../../config.ts';
import type { Accounting } from './api.ts';
import { OdooClient } from './client.ts';
import { AccountingSimulator } from './simulator.ts';

export type { Accounting } from './api.ts';

export function createAccounting(config: Config): Accounting {
  return config.INTEGRATIONS === 'real' && config.ODOO_URL
    ? new OdooClient({
        url: config.ODOO_URL,
        db: config.ODOO_DB ?? '',
        login: config.ODOO_LOGIN ?? '',
        password: config.ODOO_API_KEY ?? '',
        companies: config.ODOO_COMPANIES ? (parseOdooCompanies(config.ODOO_COMPANIES) ?? undefined) : undefined,
        taxes: config.ODOO_TAXES ? (parseOdooTaxes(config.ODOO_TAXES) ?? undefined) : undefined,
      })
    : new AccountingSimulator();
}
