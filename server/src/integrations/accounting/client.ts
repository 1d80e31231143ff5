// Odoo's external JSON-RPC API (decision 0067): POST /jsonrpc with service "common" (authenticate) and
// "object" (execute_kw on the models). A push works inside one Odoo company, the one of the invoice's
// billing company (ODOO_COMPANIES, else res.company matched by VAT number or name), and passes it the
// way Odoo's multi-company API expects: `company_id` on the move and `context.allowed_company_ids` on
// every call. It finds a move already created under our reference (a retry) and posts it if needed;
// otherwise it first checks everything it will need (the currency is active, each VAT code has its
// sale tax in that company, the reversed invoice is there) and refuses with a message before creating
// anything, then finds or creates the partner, creates the move with its lines and taxes
// (reversed_entry_id for a credit note), posts it with action_post and reads back its id and name.
// Odoo's failures come back as one short sentence, never its traceback or an HTML error page.
// Retries (retrying.ts): a 429 (Odoo Online's rate limit) is waited out on every call; a 5xx (a proxy
// in front of a restarting Odoo: 502, 503, 504) is repeated only on calls that change nothing (login,
// search, read). A create or a post that failed with a 5xx may have been done: the push fails, and its
// next attempt finds the move by our reference instead of creating another.
import { endpoint, IntegrationError } from '../http.ts';
import { CREATE, IDEMPOTENT, type RetryPolicy, requestJsonRetrying } from '../retrying.ts';
import { type Accounting, type AccountingCompany, type AccountingInvoice, type AccountingMove, type AccountingPartner, AccountingRefused } from './api.ts';
import { type OdooTax, taxesNamed, taxLabel } from './taxes.ts';

const SYSTEM = 'accounting';
/** Longest Odoo message kept: the first line of a UserError says what is wrong; the rest is detail. */
const MESSAGE_MAX = 200;

export interface OdooConfig {
  url: string;
  db: string;
  login: string;
  /** Password or API key of the login. */
  password: string;
  timeoutMs?: number;
  /** Our billing company id -> Odoo company id (ODOO_COMPANIES); a company left out is matched by VAT number or name. */
  companies?: ReadonlyMap<number, number>;
  /** VAT code (or `code@odooCompanyId`) -> name or invoice label of its Odoo sale tax (ODOO_TAXES). */
  taxes?: Readonly<Record<string, string>>;
  /** Retry policies of calls that change nothing and of the others (tests shorten the waits). */
  retry?: { read: RetryPolicy; write: RetryPolicy };
}

/** The ORM methods that only read: their 5xx may be repeated. */
const READS = new Set(['search', 'search_read', 'search_count', 'read', 'fields_get', 'name_search']);

/** Odoo's JSON-RPC error: code 200 "Odoo Server Error" (100 for a session), data as odoo.http.serialize_exception writes it. */
interface RpcError {
  code?: number;
  message?: string;
  data?: { name?: string; message?: string; debug?: string; arguments?: unknown[] };
}

interface RpcAnswer<T> {
  result?: T;
  error?: RpcError;
}

type Domain = unknown[];
type Context = Record<string, unknown>;

/** One line of at most MESSAGE_MAX characters out of what Odoo said. */
export function shortOdooMessage(error: RpcError): string {
  const text = (typeof error.data?.message === 'string' && error.data.message.trim()) || error.message || 'JSON-RPC error';
  const first = text.split('\n').find((l) => l.trim()) ?? text;
  const line = first.replace(/\s+/g, ' ').trim();
  return line.length > MESSAGE_MAX ? `${line.slice(0, MESSAGE_MAX - 1)}…` : line;
}

export class OdooClient implements Accounting {
  private uid: number | null = null;
  private requestId = 0;

  constructor(readonly config: OdooConfig) {}

  private async rpc<T>(service: 'common' | 'object', method: string, args: unknown[]): Promise<T> {
    let data: RpcAnswer<T>;
    const reads = service === 'common' || READS.has(String(args[4]));
    const policy = reads ? (this.config.retry?.read ?? IDEMPOTENT) : (this.config.retry?.write ?? CREATE);
    try {
      ({ data } = await requestJsonRetrying<RpcAnswer<T>>(
        SYSTEM,
        endpoint(this.config.url, 'jsonrpc'),
        {
          method: 'POST',
          body: { jsonrpc: '2.0', method: 'call', params: { service, method, args }, id: ++this.requestId },
          timeoutMs: this.config.timeoutMs ?? 20_000,
        },
        policy,
      ));
    } catch (err) {
      // A proxy's or Odoo's own HTTP error page says nothing a user can act on: keep the status only.
      if (err instanceof IntegrationError && err.status) throw new IntegrationError(SYSTEM, `Odoo answered HTTP ${err.status}`, err.status);
      throw err;
    }
    if (!data || typeof data !== 'object') throw new IntegrationError(SYSTEM, 'answered something other than JSON-RPC');
    if (data.error) throw new IntegrationError(SYSTEM, shortOdooMessage(data.error));
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

  private async searchOne(model: string, domain: Domain, context?: Context): Promise<number | null> {
    const ids = await this.call<number[]>(model, 'search', [domain], { limit: 1, ...(context ? { context } : {}) });
    return Array.isArray(ids) && typeof ids[0] === 'number' ? ids[0] : null;
  }

  /** The Odoo company of a billing company: the configured one if it exists, else the one with its VAT number, else its name. */
  private async companyId(ours: AccountingCompany): Promise<number> {
    const companies = await this.call<{ id: number; name: string; vat: string | false }[]>('res.company', 'search_read', [[]], {
      fields: ['name', 'vat'],
    });
    const configured = this.config.companies?.get(ours.id);
    if (configured !== undefined) {
      if (!companies.some((c) => c.id === configured))
        throw new AccountingRefused(`The Odoo company ${configured} set for ${ours.name} in ODOO_COMPANIES is not in Odoo or not allowed to the API user.`);
      return configured;
    }
    const norm = (v: string | false | null | undefined) => (v || '').replace(/[^0-9A-Za-z]/g, '').toUpperCase();
    const byVat = ours.vat ? companies.filter((c) => norm(c.vat) === norm(ours.vat)) : [];
    const found = byVat.length ? byVat : companies.filter((c) => c.name.trim().toLowerCase() === ours.name.trim().toLowerCase());
    if (found.length === 1) return found[0].id;
    throw new AccountingRefused(
      found.length
        ? `Several Odoo companies match the billing company ${ours.name}: map it in ODOO_COMPANIES.`
        : `No Odoo company matches the billing company ${ours.name} by VAT number or name: map it in ODOO_COMPANIES.`,
    );
  }

  /** The currency's id, refused when Odoo lacks it or keeps it inactive (a move in it would fail or be booked wrong). */
  private async currencyId(code: string): Promise<number> {
    // active_test off: an inactive currency is found, so the message can say it is inactive rather than missing.
    const [currency] = await this.call<{ id: number; name: string; active: boolean }[]>('res.currency', 'search_read', [[['name', '=', code]]], {
      fields: ['name', 'active'],
      limit: 1,
      context: { active_test: false },
    });
    if (!currency) throw new AccountingRefused(`The currency ${code} is not in Odoo.`);
    if (!currency.active) throw new AccountingRefused(`The currency ${code} is not active in Odoo.`);
    return currency.id;
  }

  /** The sale tax of each VAT code the invoice uses, in the Odoo company; refused when a code has none or its rate differs. */
  private async taxIds(invoice: AccountingInvoice, companyId: number, context: Context): Promise<Map<string, number>> {
    const taxes = await this.call<OdooTax[]>(
      'account.tax',
      'search_read',
      [
        [
          ['company_id', '=', companyId],
          ['type_tax_use', '=', 'sale'],
        ],
      ],
      { fields: ['name', 'description', 'amount'], context },
    );
    const ids = new Map<string, number>();
    for (const line of invoice.lines) {
      if (ids.has(line.vat_code)) continue;
      const label = taxLabel(line.vat_code, companyId, this.config.taxes ?? {});
      if (!label) throw new AccountingRefused(`The VAT code ${line.vat_code} has no Odoo sale tax: map it in ODOO_TAXES.`);
      const found = taxesNamed(taxes, label);
      if (found.length !== 1)
        throw new AccountingRefused(
          found.length
            ? `Several Odoo sale taxes of the company booking ${invoice.company.name} are named ${label} (VAT code ${line.vat_code}): rename one or map the code in ODOO_TAXES.`
            : `The Odoo company booking ${invoice.company.name} has no sale tax named ${label} for the VAT code ${line.vat_code}: create it or map the code in ODOO_TAXES.`,
        );
      if (Number(found[0].amount) !== line.tax_rate)
        throw new AccountingRefused(`The Odoo tax ${found[0].name} is ${found[0].amount}% but the VAT code ${line.vat_code} is ${line.tax_rate}%.`);
      ids.set(line.vat_code, found[0].id);
    }
    return ids;
  }

  private async partnerId(p: AccountingPartner, context: Context): Promise<number> {
    const found = p.ref
      ? await this.searchOne('res.partner', [['ref', '=', p.ref]], context)
      : p.vat
        ? await this.searchOne('res.partner', [['vat', '=', p.vat]], context)
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
    return this.call<number>('res.partner', 'create', [values], { context });
  }

  private async readMove(id: number, context: Context): Promise<{ id: number; name: string; state: string }> {
    const [move] = await this.call<{ id: number; name: string; state: string }[]>('account.move', 'read', [[id]], { fields: ['name', 'state'], context });
    if (!move) throw new IntegrationError(SYSTEM, `move ${id} not found after creating it`);
    return move;
  }

  private findMove(reference: string, moveType: string, companyId: number, context: Context): Promise<number | null> {
    return this.searchOne(
      'account.move',
      [
        ['ref', '=', reference],
        ['move_type', '=', moveType],
        ['company_id', '=', companyId],
      ],
      context,
    );
  }

  async pushInvoice(invoice: AccountingInvoice): Promise<AccountingMove> {
    const companyId = await this.companyId(invoice.company);
    // Odoo picks the journal, sequence and default accounts of the first allowed company.
    const context = { allowed_company_ids: [companyId] };
    // A retry (a timeout after Odoo created the move) finds it by our reference instead of creating another.
    let id = await this.findMove(invoice.reference, invoice.move_type, companyId, context);
    if (id === null) {
      // Everything that can refuse is asked before anything is created.
      const currencyId = await this.currencyId(invoice.currency);
      const taxIds = await this.taxIds(invoice, companyId, context);
      let reversedId: number | null = null;
      if (invoice.reversed_reference) {
        reversedId = await this.findMove(invoice.reversed_reference, 'out_invoice', companyId, context);
        if (!reversedId) throw new AccountingRefused(`The reversed invoice ${invoice.reversed_reference} is not in the accounting system; push it first.`);
      }
      const values: Record<string, unknown> = {
        move_type: invoice.move_type,
        company_id: companyId,
        partner_id: await this.partnerId(invoice.partner, context),
        ref: invoice.reference,
        invoice_date: invoice.invoice_date,
        invoice_date_due: invoice.due_date || false,
        payment_reference: invoice.payment_reference || false,
        currency_id: currencyId,
        invoice_line_ids: invoice.lines.map((l) => [
          0,
          0,
          { name: l.name, quantity: l.quantity, price_unit: l.price_unit, tax_ids: [[6, 0, [taxIds.get(l.vat_code)]]] },
        ]),
      };
      if (reversedId) values.reversed_entry_id = reversedId;
      id = await this.call<number>('account.move', 'create', [values], { context });
      if (typeof id !== 'number') throw new IntegrationError(SYSTEM, 'created a move without answering its id');
    }
    let move = await this.readMove(id, context);
    if (move.state === 'draft') {
      await this.call('account.move', 'action_post', [[id]], { context });
      move = await this.readMove(id, context);
    }
    return { id: move.id, name: move.name };
  }
}
