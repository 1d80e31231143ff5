// Odoo's external JSON-RPC API (POST /jsonrpc, service "common" to authenticate and "object" with
// execute_kw for the models). A push finds the partner by its ref (our accounting code) or creates
// it, finds a move already created under our reference (a retry) or creates one as out_invoice /
// out_refund with its lines and VAT taxes (reversed_entry_id for a credit note), posts it with
// action_post, and reads back its id and name.
import { endpoint, IntegrationError, requestJson } from '../http.ts';
import type { Accounting, AccountingInvoice, AccountingMove, AccountingPartner } from './api.ts';

const SYSTEM = 'accounting';

export interface OdooConfig {
  url: string;
  db: string;
  login: string;
  /** Password or API key of the login. */
  password: string;
  timeoutMs?: number;
}

interface RpcAnswer<T> {
  result?: T;
  error?: { code?: number; message?: string; data?: { name?: string; message?: string } };
}

type Domain = unknown[];

export class OdooClient implements Accounting {
  private uid: number | null = null;
  private requestId = 0;
  private readonly taxIds = new Map<number, number | null>();

  constructor(readonly config: OdooConfig) {}

  private async rpc<T>(service: 'common' | 'object', method: string, args: unknown[]): Promise<T> {
    const { data } = await requestJson<RpcAnswer<T>>(SYSTEM, endpoint(this.config.url, 'jsonrpc'), {
      method: 'POST',
      body: { jsonrpc: '2.0', method: 'call', params: { service, method, args }, id: ++this.requestId },
      timeoutMs: this.config.timeoutMs ?? 20_000,
    });
    if (!data || typeof data !== 'object') throw new IntegrationError(SYSTEM, 'answered something other than JSON-RPC');
    if (data.error) throw new IntegrationError(SYSTEM, data.error.data?.message || data.error.message || 'JSON-RPC error');
    return data.result as T;
  }

  private async login(): Promise<number> {
    if (this.uid !== null) return this.uid;
    const uid = await this.rpc<number | false>('common', 'authenticate', [this.config.db, this.config.login, this.config.password, {}]);
    if (typeof uid !== 'number' || uid <= 0) throw new IntegrationError(SYSTEM, 'authentication failed: check the database, login and API key');
    this.uid = uid;
    return uid;
  }

  private async call<T>(model: string, method: string, args: unknown[], kwargs: Record<string, unknown> = {}): Promise<T> {
    const uid = await this.login();
    return this.rpc<T>('object', 'execute_kw', [this.config.db, uid, this.config.password, model, method, args, kwargs]);
  }

  private async searchOne(model: string, domain: Domain): Promise<number | null> {
    const ids = await this.call<number[]>(model, 'search', [domain], { limit: 1 });
    return Array.isArray(ids) && typeof ids[0] === 'number' ? ids[0] : null;
  }

  private async partnerId(p: AccountingPartner): Promise<number> {
    const found = p.ref
      ? await this.searchOne('res.partner', [['ref', '=', p.ref]])
      : p.vat
        ? await this.searchOne('res.partner', [['vat', '=', p.vat]])
        : null;
    if (found) return found;
    const values: Record<string, unknown> = {
      name: p.name,
      ref: p.ref || false,
      vat: p.vat || false,
      email: p.email || false,
      street: p.street || false,
      zip: p.zip || false,
      city: p.city || false,
      is_company: true,
    };
    if (p.country) {
      const country = await this.searchOne('res.country', [['code', '=', p.country.toUpperCase()]]);
      if (country) values.country_id = country;
    }
    return this.call<number>('res.partner', 'create', [values]);
  }

  /** The sale tax of a rate (21 %), looked up once; none for 0 % lines without a configured tax. */
  private async taxId(rate: number): Promise<number | null> {
    if (!this.taxIds.has(rate)) {
      this.taxIds.set(
        rate,
        await this.searchOne('account.tax', [
          ['type_tax_use', '=', 'sale'],
          ['amount', '=', rate],
          ['amount_type', '=', 'percent'],
        ]),
      );
    }
    const id = this.taxIds.get(rate) ?? null;
    if (id === null && rate > 0) throw new IntegrationError(SYSTEM, `no sale tax of ${rate}% is configured`);
    return id;
  }

  private async readMove(id: number): Promise<{ id: number; name: string; state: string }> {
    const [move] = await this.call<{ id: number; name: string; state: string }[]>('account.move', 'read', [[id]], { fields: ['name', 'state'] });
    if (!move) throw new IntegrationError(SYSTEM, `move ${id} not found after creating it`);
    return move;
  }

  async pushInvoice(invoice: AccountingInvoice): Promise<AccountingMove> {
    // A retry (a timeout after Odoo created the move) finds it by our reference instead of creating another.
    let id = await this.searchOne('account.move', [
      ['ref', '=', invoice.reference],
      ['move_type', '=', invoice.move_type],
    ]);
    if (id === null) {
      const values: Record<string, unknown> = {
        move_type: invoice.move_type,
        partner_id: await this.partnerId(invoice.partner),
        ref: invoice.reference,
        invoice_date: invoice.invoice_date,
        invoice_date_due: invoice.due_date || false,
        payment_reference: invoice.payment_reference || false,
        invoice_line_ids: await Promise.all(
          invoice.lines.map(async (l) => {
            const tax = await this.taxId(l.tax_rate);
            return [0, 0, { name: l.name, quantity: l.quantity, price_unit: l.price_unit, tax_ids: [[6, 0, tax ? [tax] : []]] }];
          }),
        ),
      };
      const currency = await this.searchOne('res.currency', [['name', '=', invoice.currency]]);
      if (currency) values.currency_id = currency;
      if (invoice.reversed_reference) {
        const reversed = await this.searchOne('account.move', [
          ['ref', '=', invoice.reversed_reference],
          ['move_type', '=', 'out_invoice'],
        ]);
        if (!reversed) throw new IntegrationError(SYSTEM, `the reversed invoice ${invoice.reversed_reference} is not in the accounting system; push it first`);
        values.reversed_entry_id = reversed;
      }
      id = await this.call<number>('account.move', 'create', [values]);
      if (typeof id !== 'number') throw new IntegrationError(SYSTEM, 'created a move without answering its id');
    }
    let move = await this.readMove(id);
    if (move.state === 'draft') {
      await this.call('account.move', 'action_post', [[id]]);
      move = await this.readMove(id);
    }
    return { id: move.id, name: move.name };
  }
}
