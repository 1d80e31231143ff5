// An in-memory accounting system: moves get Odoo-like ids and names (INV/2026/00001, RINV/...),
// one per reference, and it can be told to fail as an unreachable server would.
import { IntegrationError } from '../http.ts';
import type { Accounting, AccountingInvoice, AccountingMove } from './api.ts';

export class AccountingSimulator implements Accounting {
  readonly moves = new Map<string, AccountingMove & { invoice: AccountingInvoice }>();
  /** Set by tests: every call fails. */
  failing = false;
  private nextId = 1001;
  private readonly counters = new Map<string, number>();

  async pushInvoice(invoice: AccountingInvoice): Promise<AccountingMove> {
    if (this.failing) throw new IntegrationError('accounting', 'unreachable (simulated outage)');
    const known = this.moves.get(invoice.reference);
    if (known) return { id: known.id, name: known.name };
    if (invoice.reversed_reference && !this.moves.has(invoice.reversed_reference)) {
      throw new IntegrationError('accounting', `the reversed invoice ${invoice.reversed_reference} is not in the accounting system; push it first`);
    }
    const journal = invoice.move_type === 'out_refund' ? 'RINV' : 'INV';
    const year = invoice.invoice_date.slice(0, 4);
    const key = `${journal}/${year}`;
    const seq = (this.counters.get(key) ?? 0) + 1;
    this.counters.set(key, seq);
    const move = { id: this.nextId++, name: `${key}/${String(seq).padStart(5, '0')}` };
    this.moves.set(invoice.reference, { ...move, invoice });
    return move;
  }
}
