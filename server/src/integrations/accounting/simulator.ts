// An in-memory accounting system that behaves as the Odoo client does (decision 0067): each billing
// company books into its own accounting company, each VAT code has its own sale tax there, a currency
// must be known and active, and moves get Odoo-like ids and names (INV/2026/00001, RINV/...) numbered
// per company, one per reference. Refusals create nothing; it can be told to fail as an unreachable
// server would.
import { CURRENCIES, VAT_CODES } from '@console/contract';
import { IntegrationError } from '../http.ts';
import { type Accounting, type AccountingInvoice, type AccountingMove, AccountingRefused } from './api.ts';

export interface SimulatedMove extends AccountingMove {
  invoice: AccountingInvoice;
  /** The accounting company it was booked in. */
  company_id: number;
  /** The sale tax of each line, in line order. */
  tax_ids: number[];
}

export class AccountingSimulator implements Accounting {
  /** Moves by accounting company and reference. */
  readonly moves = new Map<string, SimulatedMove>();
  /** Set by tests: every call fails. */
  failing = false;
  /** The accounting company of each billing company, given on first use (1, 2...) as a new Odoo database would number them. */
  readonly companies = new Map<number, number>();
  /** Currencies the accounting system knows, and whether each is active (a test deactivates one). */
  readonly currencies = new Map<string, boolean>(CURRENCIES.map((c) => [c, true]));
  /** VAT codes that have a sale tax (a test removes one); the tax's id differs per company and per code. */
  readonly taxedCodes = new Set<string>(VAT_CODES);
  private nextId = 1001;
  private readonly counters = new Map<string, number>();

  private companyOf(billingCompanyId: number): number {
    if (!this.companies.has(billingCompanyId)) this.companies.set(billingCompanyId, this.companies.size + 1);
    return this.companies.get(billingCompanyId)!;
  }

  private taxId(companyId: number, code: string): number {
    return companyId * 100 + VAT_CODES.indexOf(code as never) + 1;
  }

  async pushInvoice(invoice: AccountingInvoice): Promise<AccountingMove> {
    if (this.failing) throw new IntegrationError('accounting', 'unreachable (simulated outage)');
    const companyId = this.companyOf(invoice.company.id);
    const known = this.moves.get(`${companyId}/${invoice.reference}`);
    if (known) return { id: known.id, name: known.name };
    const active = this.currencies.get(invoice.currency);
    if (active === undefined) throw new AccountingRefused(`The currency ${invoice.currency} is not in Odoo.`);
    if (!active) throw new AccountingRefused(`The currency ${invoice.currency} is not active in Odoo.`);
    const untaxed = invoice.lines.find((l) => !this.taxedCodes.has(l.vat_code));
    if (untaxed) throw new AccountingRefused(`The VAT code ${untaxed.vat_code} has no Odoo sale tax: map it in ODOO_TAXES.`);
    if (invoice.reversed_reference && !this.moves.has(`${companyId}/${invoice.reversed_reference}`)) {
      throw new AccountingRefused(`The reversed invoice ${invoice.reversed_reference} is not in the accounting system; push it first.`);
    }
    const journal = invoice.move_type === 'out_refund' ? 'RINV' : 'INV';
    const year = invoice.invoice_date.slice(0, 4);
    const key = `${journal}/${year}`;
    const seq = (this.counters.get(`${companyId}/${key}`) ?? 0) + 1;
    this.counters.set(`${companyId}/${key}`, seq);
    const move = { id: this.nextId++, name: `${key}/${String(seq).padStart(5, '0')}` };
    this.moves.set(`${companyId}/${invoice.reference}`, {
      ...move,
      invoice,
      company_id: companyId,
      tax_ids: invoice.lines.map((l) => this.taxId(companyId, l.vat_code)),
    });
    return move;
  }
}
