// A small Odoo behind POST /jsonrpc, strict enough that a wrong service, method, model, field or
// keyword fails a test (decision 0067). It answers as odoo/http.py does: `{jsonrpc: "2.0", id, result}`,
// or `{jsonrpc, id, error: {code: 200, message: "Odoo Server Error", data: {name, debug, message,
// arguments, context}}}` (serialize_exception); common.authenticate answers the uid or false. Models
// keep only the fields the client may touch; company-bound records (taxes, moves, partners of one
// company) are visible only in `context.allowed_company_ids` (the user's main company without it), as
// Odoo's multi-company record rules make them; `active_test` hides archived records unless turned off
// or the domain names `active`.
import type { ServerResponse } from 'node:http';
import { fakeServer } from '../support/fake-http.ts';

type Rec = Record<string, any> & { id: number };

/** The fields each model has (the rest raise "Invalid field", as Odoo does). */
const FIELDS: Record<string, string[]> = {
  'res.company': ['id', 'name', 'vat', 'currency_id', 'parent_id'],
  'res.currency': ['id', 'name', 'symbol', 'active'],
  'res.country': ['id', 'code', 'name'],
  'res.partner': ['id', 'name', 'ref', 'vat', 'email', 'street', 'zip', 'city', 'country_id', 'is_company', 'company_id', 'active'],
  'account.tax': ['id', 'name', 'description', 'amount', 'amount_type', 'type_tax_use', 'company_id', 'active'],
  'account.move': [
    'id',
    'name',
    'ref',
    'move_type',
    'state',
    'company_id',
    'journal_id',
    'partner_id',
    'currency_id',
    'invoice_date',
    'invoice_date_due',
    'payment_reference',
    'reversed_entry_id',
    'invoice_line_ids',
  ],
  'account.move.line': ['id', 'name', 'quantity', 'price_unit', 'tax_ids', 'account_id', 'product_id'],
};
/** Many2one fields: read answers [id, display name] or false. */
const MANY2ONE: Record<string, string> = {
  company_id: 'res.company',
  currency_id: 'res.currency',
  country_id: 'res.country',
  partner_id: 'res.partner',
  parent_id: 'res.company',
  reversed_entry_id: 'account.move',
};
/** Models whose records belong to one company (company_id false: shared). */
const COMPANY_BOUND = new Set(['res.partner', 'account.tax', 'account.move']);
/** The keywords each ORM method takes (context is split off by execute_kw). */
const KWARGS: Record<string, string[]> = {
  search: ['limit', 'offset', 'order', 'context'],
  search_read: ['domain', 'fields', 'limit', 'offset', 'order', 'context'],
  read: ['fields', 'load', 'context'],
  create: ['context'],
  action_post: ['context'],
};

export class OdooException extends Error {
  constructor(
    readonly odooName: string,
    message: string,
  ) {
    super(message);
  }
}
const userError = (message: string) => new OdooException('odoo.exceptions.UserError', message);
const valueError = (message: string) => new OdooException('builtins.ValueError', message);

export interface FakeOdooOptions {
  db?: string;
  login?: string;
  password?: string;
  /** Companies the API user may use (its main company first). */
  userCompanies?: number[];
}

export function seedTables(): Record<string, Rec[]> {
  return {
    'res.company': [
      { id: 1, name: 'Reseller Belgium SRL', vat: 'BE0123456749', currency_id: 1, parent_id: false },
      { id: 2, name: 'Reseller France SAS', vat: 'FR40303265045', currency_id: 1, parent_id: false },
      { id: 3, name: 'Reseller Holding', vat: false, currency_id: 1, parent_id: false },
    ],
    'res.currency': [
      { id: 1, name: 'EUR', symbol: '€', active: true },
      { id: 2, name: 'USD', symbol: '$', active: false },
      { id: 3, name: 'GBP', symbol: '£', active: true },
    ],
    'res.country': [
      { id: 21, code: 'BE', name: 'Belgium' },
      { id: 75, code: 'FR', name: 'France' },
    ],
    'res.partner': [],
    'account.tax': [
      // Company 1 follows the Belgian chart, company 2 the French one.
      { id: 11, name: '21%', description: 'VAT 21%', amount: 21, amount_type: 'percent', type_tax_use: 'sale', company_id: 1, active: true },
      { id: 12, name: '21%', description: 'VAT 21%', amount: 21, amount_type: 'percent', type_tax_use: 'purchase', company_id: 1, active: true },
      { id: 13, name: '6%', description: 'VAT 6%', amount: 6, amount_type: 'percent', type_tax_use: 'sale', company_id: 1, active: true },
      { id: 14, name: '0%', description: 'VAT 0%', amount: 0, amount_type: 'percent', type_tax_use: 'sale', company_id: 1, active: true },
      { id: 15, name: '0% EU G', description: 'Intra-Community goods', amount: 0, amount_type: 'percent', type_tax_use: 'sale', company_id: 1, active: true },
      { id: 16, name: '0% EU S', description: 'Reverse charge services', amount: 0, amount_type: 'percent', type_tax_use: 'sale', company_id: 1, active: true },
      {
        id: 17,
        name: '0% EX',
        description: '<p>Export outside the EU</p>',
        amount: 0,
        amount_type: 'percent',
        type_tax_use: 'sale',
        company_id: 1,
        active: true,
      },
      { id: 18, name: '12%', description: 'VAT 12%', amount: 12, amount_type: 'percent', type_tax_use: 'sale', company_id: 1, active: true },
      { id: 21, name: '20%', description: 'TVA 20%', amount: 20, amount_type: 'percent', type_tax_use: 'sale', company_id: 2, active: true },
      { id: 22, name: '21%', description: 'TVA 21% (old)', amount: 21, amount_type: 'percent', type_tax_use: 'sale', company_id: 2, active: true },
      {
        id: 25,
        name: '0% EU G',
        description: 'Livraisons intracommunautaires',
        amount: 0,
        amount_type: 'percent',
        type_tax_use: 'sale',
        company_id: 2,
        active: true,
      },
    ],
    'account.move': [],
  };
}

export async function fakeOdoo(options: FakeOdooOptions = {}) {
  const db = options.db ?? 'prod';
  const login = options.login ?? 'api@reseller.test';
  const password = options.password ?? 'key';
  const userCompanies = options.userCompanies ?? [1, 2, 3];
  const uid = 7;
  const tables = seedTables();
  /** Every execute_kw call, for asserting what was asked. */
  const calls: { model: string; method: string; args: any[]; kwargs: Record<string, any> }[] = [];
  /** Set by a test: called before each execute_kw; a thrown OdooException becomes Odoo's error answer. */
  const hooks: {
    beforeCall?: (model: string, method: string, args: any[]) => void;
    httpStatus?: number;
    /** An HTTP failure for one JSON-RPC request (a proxy's 502/503, Odoo Online's 429), decided per request. */
    failRequest?: (service: string, args: any[]) => { status: number; retryAfter?: string } | undefined;
  } = {};
  const sequences = new Map<string, number>();

  const allowedOf = (context: any): number[] => {
    const asked: unknown = context?.allowed_company_ids;
    if (asked === undefined) return [userCompanies[0]];
    if (!Array.isArray(asked) || asked.some((c) => !userCompanies.includes(c as number)))
      throw new OdooException('odoo.exceptions.AccessError', 'Access to unauthorized or invalid companies.');
    return asked as number[];
  };

  const checkField = (model: string, field: string) => {
    if (!FIELDS[model].includes(field)) throw valueError(`Invalid field '${field}' on model '${model}'`);
  };

  const leafMatches = (model: string, rec: Rec, [field, op, value]: [string, string, any]) => {
    checkField(model, field);
    const v = rec[field];
    switch (op) {
      case '=':
        return v === value || (value === false && (v === null || v === undefined));
      case '!=':
        return v !== value;
      case 'in':
        return Array.isArray(value) && value.includes(v);
      case 'ilike':
        return typeof v === 'string' && v.toLowerCase().includes(String(value).toLowerCase());
      default:
        throw valueError(`Invalid leaf ${JSON.stringify([field, op, value])}`);
    }
  };

  /** Odoo's prefix-notation domains: leaves, '&' (implicit between leaves), '|' and '!'. */
  const evalDomain = (model: string, rec: Rec, domain: unknown[]): boolean => {
    if (!Array.isArray(domain)) throw valueError('Invalid domain');
    let i = 0;
    const term = (): boolean => {
      const item = domain[i++];
      if (item === '|') return [term(), term()].some(Boolean);
      if (item === '&') return [term(), term()].every(Boolean);
      if (item === '!') return !term();
      if (!Array.isArray(item) || item.length !== 3) throw valueError(`Invalid domain term ${JSON.stringify(item)}`);
      return leafMatches(model, rec, item as [string, string, any]);
    };
    let all = true;
    while (i < domain.length) all = term() && all;
    return all;
  };

  const names = (domain: unknown[]): string[] => domain.flatMap((d) => (Array.isArray(d) ? [String(d[0])] : []));

  const visible = (model: string, domain: unknown[], context: any): Rec[] => {
    const allowed = allowedOf(context);
    const activeTest = context?.active_test !== false && !names(domain).includes('active') && FIELDS[model].includes('active');
    return tables[model].filter(
      (r) =>
        (!COMPANY_BOUND.has(model) || !r.company_id || allowed.includes(r.company_id)) && (!activeTest || r.active !== false) && evalDomain(model, r, domain),
    );
  };

  const readRec = (model: string, rec: Rec, fields: string[] | undefined) => {
    const wanted = fields?.length ? fields : FIELDS[model];
    const out: Record<string, unknown> = { id: rec.id };
    for (const f of wanted) {
      checkField(model, f);
      const v = rec[f];
      if (MANY2ONE[f]) {
        const target = v ? tables[MANY2ONE[f]].find((r) => r.id === v) : undefined;
        out[f] = target ? [target.id, target.name] : false;
      } else out[f] = v ?? false;
    }
    return out;
  };

  const page = (rows: Rec[], kwargs: any) => rows.slice(kwargs.offset ?? 0, kwargs.limit ? (kwargs.offset ?? 0) + kwargs.limit : undefined);

  const createMove = (values: Record<string, any>, context: any): number => {
    const allowed = allowedOf(context);
    const companyId = values.company_id ?? allowed[0];
    // The journal (and so the company) defaults from the first allowed company: a move for another one is inconsistent.
    if (!allowed.includes(companyId)) throw userError('Incompatible companies on records: the journal belongs to another company than the entry.');
    if (!['out_invoice', 'out_refund'].includes(values.move_type)) throw valueError(`Wrong value for account.move.move_type: '${values.move_type}'`);
    const partner = tables['res.partner'].find((p) => p.id === values.partner_id);
    if (!partner) throw userError('The partner of the entry does not exist.');
    const currency = tables['res.currency'].find((c) => c.id === values.currency_id);
    if (values.currency_id !== undefined && !currency) throw userError('The currency of the entry does not exist.');
    if (values.reversed_entry_id && !tables['account.move'].some((m) => m.id === values.reversed_entry_id && m.company_id === companyId))
      throw userError('The reversed entry does not exist in this company.');
    const lines = (values.invoice_line_ids ?? []).map((cmd: any) => {
      if (!Array.isArray(cmd) || cmd[0] !== 0) throw valueError(`Invalid one2many command ${JSON.stringify(cmd)}`);
      for (const f of Object.keys(cmd[2])) checkField('account.move.line', f);
      for (const t of cmd[2].tax_ids ?? []) {
        if (!Array.isArray(t) || t[0] !== 6) throw valueError(`Invalid many2many command ${JSON.stringify(t)}`);
        for (const taxId of t[2]) {
          const tax = tables['account.tax'].find((x) => x.id === taxId);
          if (!tax)
            throw new OdooException(
              'odoo.exceptions.MissingError',
              `Record does not exist or has been deleted.\n(Record: account.tax(${taxId},), User: ${uid})`,
            );
          if (tax.company_id !== companyId) throw userError(`Incompatible companies on records:\n- '${tax.name}' belongs to company ${tax.company_id}`);
        }
      }
      return cmd[2];
    });
    const id = 500 + tables['account.move'].length;
    tables['account.move'].push({ ...values, id, company_id: companyId, name: '/', state: 'draft', invoice_line_ids: lines });
    return id;
  };

  const execute = (model: string, method: string, args: any[], kwargs: Record<string, any>): unknown => {
    if (!FIELDS[model] || model === 'account.move.line') throw new OdooException('builtins.KeyError', `'${model}'`);
    if (!KWARGS[method]) throw new OdooException('builtins.AttributeError', `The method '${method}' does not exist on the model '${model}'`);
    const extra = Object.keys(kwargs).find((k) => !KWARGS[method].includes(k));
    if (extra) throw new OdooException('builtins.TypeError', `BaseModel.${method}() got an unexpected keyword argument '${extra}'`);
    const context = kwargs.context ?? {};
    switch (method) {
      case 'search':
        return page(visible(model, args[0] ?? [], context), kwargs).map((r) => r.id);
      case 'search_read':
        return page(visible(model, args[0] ?? kwargs.domain ?? [], context), kwargs).map((r) => readRec(model, r, kwargs.fields ?? args[1]));
      case 'read': {
        const ids: number[] = args[0];
        const rows = visible(model, [], { ...context, active_test: false }).filter((r) => ids.includes(r.id));
        return rows.map((r) => readRec(model, r, kwargs.fields ?? args[1]));
      }
      case 'create': {
        const values = args[0];
        if (!values || typeof values !== 'object' || Array.isArray(values)) throw valueError('create() expects a dict of values');
        for (const f of Object.keys(values)) checkField(model, f);
        if (model === 'account.move') return createMove(values, context);
        if (model !== 'res.partner') throw new OdooException('odoo.exceptions.AccessError', `You are not allowed to create '${model}' records.`);
        const id = 70 + tables['res.partner'].length;
        tables['res.partner'].push({ active: true, company_id: false, ...values, id });
        return id;
      }
      case 'action_post': {
        if (model !== 'account.move') throw new OdooException('builtins.AttributeError', `The method 'action_post' does not exist on the model '${model}'`);
        const moves = visible(model, [], context).filter((m) => (args[0] as number[]).includes(m.id));
        for (const m of moves) {
          if (m.state !== 'draft') throw userError('Only draft journal entries can be posted.');
          const journal = m.move_type === 'out_refund' ? 'RINV' : 'INV';
          const key = `${m.company_id}/${journal}/${String(m.invoice_date).slice(0, 4)}`;
          const seq = (sequences.get(key) ?? 0) + 1;
          sequences.set(key, seq);
          Object.assign(m, { state: 'posted', name: `${journal}/${String(m.invoice_date).slice(0, 4)}/${String(seq).padStart(5, '0')}` });
        }
        return false;
      }
    }
    return undefined;
  };

  const answer = (res: ServerResponse, body: Record<string, unknown>) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ jsonrpc: '2.0', ...body }));
  };
  const failure = (res: ServerResponse, id: unknown, err: OdooException) =>
    answer(res, {
      id,
      error: {
        code: 200,
        message: 'Odoo Server Error',
        data: {
          name: err.odooName,
          debug: `Traceback (most recent call last):\n  File "/opt/odoo/odoo/http.py", line 1812, in _serve_db\n    return service_model.retrying(self._serve_ir_http, self.env)\n${err.odooName}: ${err.message}\n`,
          message: err.message,
          arguments: [err.message],
          context: {},
        },
      },
    });

  const server = await fakeServer((req, res) => {
    if (hooks.httpStatus) {
      res.writeHead(hooks.httpStatus, { 'content-type': 'text/html' });
      return res.end(
        '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>',
      );
    }
    if (req.method !== 'POST' || req.path !== '/jsonrpc') {
      res.writeHead(404, { 'content-type': 'text/html' });
      return res.end('<!DOCTYPE html><title>404: Not Found</title>');
    }
    const rpc = JSON.parse(req.body);
    const failed = hooks.failRequest?.(rpc.params?.service, rpc.params?.args ?? []);
    if (failed) {
      res.writeHead(failed.status, { 'content-type': 'text/html', ...(failed.retryAfter ? { 'retry-after': failed.retryAfter } : {}) });
      return res.end(`<html><head><title>${failed.status}</title></head><body>${failed.status}</body></html>`);
    }
    if (rpc.jsonrpc !== '2.0' || rpc.method !== 'call' || !rpc.params) return failure(res, rpc.id, valueError('Invalid JSON-RPC request'));
    const { service, method, args } = rpc.params as { service: string; method: string; args: any[] };
    try {
      if (service === 'common' && method === 'authenticate') {
        if (args.length !== 4) throw new OdooException('builtins.TypeError', `authenticate() takes 4 positional arguments but ${args.length} were given`);
        return answer(res, { id: rpc.id, result: args[0] === db && args[1] === login && args[2] === password ? uid : false });
      }
      if (service !== 'object' || method !== 'execute_kw') throw new OdooException('builtins.NameError', `No such RPC method: ${service}.${method}`);
      const [d, u, p, model, m, margs, kwargs = {}] = args;
      if (d !== db || u !== uid || p !== password) throw new OdooException('odoo.exceptions.AccessDenied', 'Access Denied');
      if (!Array.isArray(margs)) throw new OdooException('builtins.TypeError', 'execute_kw() args must be a list');
      calls.push({ model, method: m, args: margs, kwargs });
      hooks.beforeCall?.(model, m, margs);
      return answer(res, { id: rpc.id, result: execute(model, m, margs, kwargs) });
    } catch (err) {
      if (err instanceof OdooException) return failure(res, rpc.id, err);
      throw err;
    }
  });

  return { ...server, tables, calls, hooks, uid };
}
