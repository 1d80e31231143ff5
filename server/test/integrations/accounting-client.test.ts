// The Odoo client against a local HTTP server speaking Odoo's JSON-RPC protocol (POST /jsonrpc,
// common.authenticate, object.execute_kw): a push creates the partner and the move with its lines
// and taxes, posts it and reads back its name; a retry finds the move by reference; a credit note
// carries reversed_entry_id; failures become IntegrationErrors with Odoo's message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OdooClient } from '../../src/integrations/accounting/client.ts';
import type { AccountingInvoice } from '../../src/integrations/accounting/api.ts';
import { IntegrationError } from '../../src/integrations/http.ts';
import { fakeServer } from '../support/fake-http.ts';

interface Move {
  id: number;
  ref: string;
  move_type: string;
  state: string;
  name: string;
  values: Record<string, any>;
}

const moves: Move[] = [];
const partners: { id: number; ref: string }[] = [];
let failCreate = false;
let server: Awaited<ReturnType<typeof fakeServer>>;

function execute(model: string, method: string, args: any[], kwargs: any): unknown {
  const domain = (args[0] ?? []) as [string, string, unknown][];
  const matches = <T extends Record<string, any>>(rows: T[]) => rows.filter((r) => domain.every(([f, , v]) => r[f] === v));
  if (model === 'res.partner' && method === 'search')
    return matches(partners)
      .map((p) => p.id)
      .slice(0, kwargs.limit);
  if (model === 'res.partner' && method === 'create') {
    partners.push({ id: 70 + partners.length, ref: args[0].ref });
    return partners.at(-1)!.id;
  }
  if (model === 'res.country' && method === 'search') return [21];
  if (model === 'res.currency' && method === 'search') return [1];
  if (model === 'account.tax' && method === 'search') return domain.find(([f]) => f === 'amount')?.[2] === 21 ? [121] : [];
  if (model === 'account.move' && method === 'search') return matches(moves).map((m) => m.id);
  if (model === 'account.move' && method === 'create') {
    if (failCreate) throw Object.assign(new Error('odoo'), { odoo: 'The partner is missing a receivable account.' });
    const m = { id: 500 + moves.length, ref: args[0].ref, move_type: args[0].move_type, state: 'draft', name: '/', values: args[0] };
    moves.push(m);
    return m.id;
  }
  if (model === 'account.move' && method === 'read')
    return moves.filter((m) => args[0].includes(m.id)).map((m) => ({ id: m.id, name: m.name, state: m.state }));
  if (model === 'account.move' && method === 'action_post') {
    for (const m of moves.filter((x) => args[0].includes(x.id)))
      Object.assign(m, { state: 'posted', name: `${m.move_type === 'out_refund' ? 'RINV' : 'INV'}/2026/${String(m.id).padStart(5, '0')}` });
    return true;
  }
  throw new Error(`unexpected ${model}.${method}`);
}

beforeAll(async () => {
  server = await fakeServer((req, res) => {
    const rpc = JSON.parse(req.body);
    const reply = (body: unknown) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ jsonrpc: '2.0', id: rpc.id, ...(body as object) }));
    };
    if (req.path !== '/jsonrpc' || rpc.method !== 'call') return reply({ error: { code: 404, message: 'Not found' } });
    const { service, method, args } = rpc.params;
    if (service === 'common' && method === 'authenticate') return reply({ result: args[1] === 'api@reseller.test' && args[2] === 'key' ? 7 : false });
    if (service === 'object' && method === 'execute_kw') {
      const [db, uid, password, model, m, margs, kwargs] = args;
      if (db !== 'prod' || uid !== 7 || password !== 'key') return reply({ error: { code: 100, message: 'Odoo Session Expired' } });
      try {
        return reply({ result: execute(model, m, margs, kwargs ?? {}) });
      } catch (err) {
        return reply({
          error: { code: 200, message: 'Odoo Server Error', data: { name: 'odoo.exceptions.UserError', message: (err as any).odoo ?? (err as Error).message } },
        });
      }
    }
    return reply({ error: { code: 404, message: 'unknown service' } });
  });
});
afterAll(() => server.close());

const invoice = (over: Partial<AccountingInvoice> = {}): AccountingInvoice => ({
  reference: 'F1-2026-00001',
  move_type: 'out_invoice',
  invoice_date: '2026-03-10',
  due_date: '2026-04-09',
  currency: 'EUR',
  payment_reference: '+++000/0000/00101+++',
  partner: {
    name: 'Festival accounts',
    ref: 'C-FEST',
    vat: 'BE0999999922',
    email: null,
    street: 'Avenue Louise 5',
    zip: '1050',
    city: 'Ixelles',
    country: 'BE',
  },
  lines: [
    { name: 'SD-WAN monthly', quantity: 3, price_unit: 19.99, tax_rate: 21 },
    { name: 'Export data', quantity: 1, price_unit: 10, tax_rate: 0 },
  ],
  reversed_reference: null,
  ...over,
});
const client = (password = 'key') => new OdooClient({ url: server.url, db: 'prod', login: 'api@reseller.test', password });

describe('Odoo JSON-RPC client', () => {
  it('authenticates, creates the partner and the move with its lines and taxes, posts it and reads its name', async () => {
    const move = await client().pushInvoice(invoice());
    expect(move).toEqual({ id: 500, name: 'INV/2026/00500' });
    const created = moves[0].values;
    expect(created).toMatchObject({
      move_type: 'out_invoice',
      partner_id: 70,
      ref: 'F1-2026-00001',
      invoice_date: '2026-03-10',
      payment_reference: '+++000/0000/00101+++',
      currency_id: 1,
    });
    expect(created.invoice_line_ids).toEqual([
      [0, 0, { name: 'SD-WAN monthly', quantity: 3, price_unit: 19.99, tax_ids: [[6, 0, [121]]] }],
      [0, 0, { name: 'Export data', quantity: 1, price_unit: 10, tax_ids: [[6, 0, []]] }],
    ]);
    const auth = JSON.parse(server.requests[0].body);
    expect(auth.params).toEqual({ service: 'common', method: 'authenticate', args: ['prod', 'api@reseller.test', 'key', {}] });
  });

  it('finds the move a previous attempt created instead of creating another', async () => {
    const before = moves.length;
    expect(await client().pushInvoice(invoice())).toEqual({ id: 500, name: 'INV/2026/00500' });
    expect(moves.length).toBe(before);
    expect(partners).toHaveLength(1);
  });

  it('links a credit note to the move of the invoice it reverses', async () => {
    const move = await client().pushInvoice(invoice({ reference: 'C1-2026-00001', move_type: 'out_refund', reversed_reference: 'F1-2026-00001' }));
    expect(move.name).toMatch(/^RINV\//);
    expect(moves.at(-1)!.values).toMatchObject({ move_type: 'out_refund', reversed_entry_id: 500 });
  });

  it("turns Odoo's errors and a failed login into IntegrationErrors with their message", async () => {
    failCreate = true;
    const err = await client()
      .pushInvoice(invoice({ reference: 'F1-2026-00002' }))
      .catch((e) => e);
    failCreate = false;
    expect(err).toBeInstanceOf(IntegrationError);
    expect(err.message).toBe('accounting: The partner is missing a receivable account.');
    const denied = await client('wrong')
      .pushInvoice(invoice())
      .catch((e) => e);
    expect(denied.message).toBe('accounting: authentication failed: check the database, login and API key');
  });
});
