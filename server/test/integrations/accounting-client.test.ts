// The Odoo client against a local Odoo speaking its JSON-RPC protocol to the letter (fake-odoo.ts,
// decision 0067): POST /jsonrpc, common.authenticate, object.execute_kw, answers in Odoo's envelope,
// unknown models, methods, fields and keywords refused as Odoo refuses them. A push books into the Odoo
// company of its billing company (company_id and context.allowed_company_ids), maps taxes by VAT code
// (two 0 % codes, two taxes), refuses an inactive currency or an unmapped code before creating
// anything, finds a retried move by reference, links a credit note, and turns Odoo's failures into one
// short sentence.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, parseOdooCompanies, parseOdooTaxes } from '../../src/config.ts';
import { createAccounting } from '../../src/integrations/accounting/index.ts';
import { type AccountingInvoice, AccountingRefused } from '../../src/integrations/accounting/api.ts';
import { OdooClient, type OdooConfig } from '../../src/integrations/accounting/client.ts';
import { taxLabel } from '../../src/integrations/accounting/taxes.ts';
import { IntegrationError } from '../../src/integrations/http.ts';
import { fakeOdoo, OdooException, seedTables } from './fake-odoo.ts';

let odoo: Awaited<ReturnType<typeof fakeOdoo>>;
beforeAll(async () => {
  odoo = await fakeOdoo();
});
afterAll(() => odoo.close());
beforeEach(() => {
  // Every test starts from the seeded database.
  Object.assign(odoo.tables, seedTables());
  odoo.calls.length = 0;
  odoo.hooks.beforeCall = undefined;
  odoo.hooks.httpStatus = undefined;
  odoo.hooks.failRequest = undefined;
});

const BE = { id: 1, name: 'Reseller Belgium SRL', vat: 'BE 0123.456.749' };
const FR = { id: 2, name: 'Reseller France', vat: 'FR40303265045' };
const TAXES = parseOdooTaxes('vat_intra_goods_0=0% EU G,vat_intra_services_0=0% EU S,vat_export_services_0=Export outside the EU')!;

const invoice = (over: Partial<AccountingInvoice> = {}): AccountingInvoice => ({
  reference: 'F1-2026-00001',
  move_type: 'out_invoice',
  company: BE,
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
    { name: 'SD-WAN monthly', quantity: 3, price_unit: 19.99, vat_code: 'vat_21', tax_rate: 21 },
    { name: 'Antenna', quantity: 1, price_unit: 100, vat_code: 'vat_intra_goods_0', tax_rate: 0 },
    { name: 'Remote support', quantity: 2, price_unit: 10, vat_code: 'vat_intra_services_0', tax_rate: 0 },
    { name: 'Local line', quantity: 1, price_unit: 5, vat_code: 'vat_0', tax_rate: 0 },
  ],
  reversed_reference: null,
  ...over,
});
// The house's retry rules with waits of a few milliseconds.
const QUICK = { attempts: 4, baseDelayMs: 5, maxDelayMs: 20, maxTotalWaitMs: 2000 };
const client = (over: Partial<OdooConfig> = {}) =>
  new OdooClient({
    url: odoo.url,
    db: 'prod',
    login: 'api@reseller.test',
    password: 'key',
    taxes: TAXES,
    retry: { read: { ...QUICK, retryServerErrors: true }, write: { ...QUICK, retryServerErrors: false } },
    ...over,
  });
const moves = () => odoo.tables['account.move'];
const creates = () => odoo.calls.filter((c) => c.method === 'create');
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => expect.fail('expected a refusal'),
    (e) => e,
  );

describe('Odoo JSON-RPC client', () => {
  it('authenticates, creates the partner and the move in the billing company, with a tax per VAT code, posts it and reads its name', async () => {
    const move = await client().pushInvoice(invoice());
    expect(move).toEqual({ id: 500, name: 'INV/2026/00001' });
    const auth = JSON.parse(odoo.requests[0].body);
    expect(auth.params).toEqual({ service: 'common', method: 'authenticate', args: ['prod', 'api@reseller.test', 'key', {}] });
    const created = moves()[0];
    expect(created).toMatchObject({
      move_type: 'out_invoice',
      company_id: 1,
      partner_id: 70,
      ref: 'F1-2026-00001',
      invoice_date: '2026-03-10',
      payment_reference: '+++000/0000/00101+++',
      currency_id: 1,
      state: 'posted',
    });
    // Two 0 % codes (and plain 0 %) book into three different taxes; 21 % is the sale tax, not the purchase one.
    expect(created.invoice_line_ids.map((l: any) => l.tax_ids)).toEqual([[[6, 0, [11]]], [[6, 0, [15]]], [[6, 0, [16]]], [[6, 0, [14]]]]);
    // Every call made inside the company says so, as Odoo's multi-company API expects.
    const create = creates().find((c) => c.model === 'account.move')!;
    expect(create.args[0].company_id).toBe(1);
    expect(create.kwargs.context).toEqual({ allowed_company_ids: [1] });
    for (const c of odoo.calls.filter((c) => ['account.move', 'account.tax', 'res.partner'].includes(c.model)))
      expect(c.kwargs.context?.allowed_company_ids, `${c.model}.${c.method}`).toEqual([1]);
    const taxSearch = odoo.calls.find((c) => c.model === 'account.tax')!;
    expect(taxSearch).toMatchObject({
      method: 'search_read',
      args: [
        [
          ['company_id', '=', 1],
          ['type_tax_use', '=', 'sale'],
        ],
      ],
    });
  });

  it('books each billing company into its own Odoo company: configured, or found by VAT number or name', async () => {
    // France is found by its VAT number (its name differs in Odoo) and gets the French chart's taxes.
    const fr = await client().pushInvoice(
      invoice({ reference: 'F2-2026-00001', company: FR, lines: [{ name: 'Service', quantity: 1, price_unit: 50, vat_code: 'vat_20', tax_rate: 20 }] }),
    );
    expect(moves().find((m) => m.id === fr.id)).toMatchObject({ company_id: 2, invoice_line_ids: [{ tax_ids: [[6, 0, [21]]] }] });
    // Odoo numbers per company: the first French invoice is 00001 too.
    expect(fr.name).toBe('INV/2026/00001');
    // A billing company mapped in ODOO_COMPANIES books there whatever its VAT number says.
    await client({ companies: parseOdooCompanies('1:2')! }).pushInvoice(
      invoice({ reference: 'F1-2026-00009', lines: [{ name: 'Service', quantity: 1, price_unit: 50, vat_code: 'vat_21', tax_rate: 21 }] }),
    );
    expect(moves().at(-1)).toMatchObject({ company_id: 2, invoice_line_ids: [{ tax_ids: [[6, 0, [22]]] }] });
    expect(creates().at(-1)!.kwargs.context).toEqual({ allowed_company_ids: [2] });
    // By name when the billing company has no VAT number.
    await client().pushInvoice(invoice({ reference: 'F3-2026-00001', company: { id: 3, name: 'reseller holding', vat: null }, lines: [] }));
    expect(moves().at(-1)).toMatchObject({ company_id: 3 });
  });

  it('refuses a billing company with no Odoo company, or a configured one Odoo lacks, before creating anything', async () => {
    const none = await refusal(client().pushInvoice(invoice({ company: { id: 9, name: 'Reseller Nederland', vat: 'NL123456789B01' } })));
    expect(none).toBeInstanceOf(AccountingRefused);
    expect(none.message).toBe('No Odoo company matches the billing company Reseller Nederland by VAT number or name: map it in ODOO_COMPANIES.');
    const missing = await refusal(client({ companies: new Map([[1, 44]]) }).pushInvoice(invoice()));
    expect(missing.message).toBe('The Odoo company 44 set for Reseller Belgium SRL in ODOO_COMPANIES is not in Odoo or not allowed to the API user.');
    expect(creates()).toEqual([]);
  });

  it('refuses a VAT code with no sale tax in the company, or a tax of another rate, before creating anything', async () => {
    // vat_export_services_0 is mapped to a label company 2 lacks; vat_seagoing is mapped nowhere.
    const frExport = await refusal(
      client().pushInvoice(invoice({ company: FR, lines: [{ name: 'Export', quantity: 1, price_unit: 5, vat_code: 'vat_export_services_0', tax_rate: 0 }] })),
    );
    expect(frExport.message).toBe(
      'The Odoo company booking Reseller France has no sale tax named Export outside the EU for the VAT code vat_export_services_0: create it or map the code in ODOO_TAXES.',
    );
    const seagoing = await refusal(
      client().pushInvoice(invoice({ lines: [{ name: 'Ship', quantity: 1, price_unit: 5, vat_code: 'vat_seagoing', tax_rate: 0 }] })),
    );
    expect(seagoing.message).toBe('The VAT code vat_seagoing has no Odoo sale tax: map it in ODOO_TAXES.');
    const wrongRate = await refusal(
      client({ taxes: parseOdooTaxes('vat_6=21%')! }).pushInvoice(
        invoice({ lines: [{ name: 'Book', quantity: 1, price_unit: 5, vat_code: 'vat_6', tax_rate: 6 }] }),
      ),
    );
    expect(wrongRate.message).toBe('The Odoo tax 21% is 21% but the VAT code vat_6 is 6%.');
    expect(creates()).toEqual([]);
    // The export label matches the tax's invoice label (HTML in Odoo 18) in company 1.
    await client().pushInvoice(invoice({ lines: [{ name: 'Export', quantity: 1, price_unit: 5, vat_code: 'vat_export_services_0', tax_rate: 0 }] }));
    expect(moves()[0].invoice_line_ids[0].tax_ids).toEqual([[6, 0, [17]]]);
  });

  it('refuses an inactive or unknown currency with a message and creates nothing', async () => {
    const inactive = await refusal(client().pushInvoice(invoice({ currency: 'USD' })));
    expect(inactive).toBeInstanceOf(AccountingRefused);
    expect(inactive.message).toBe('The currency USD is not active in Odoo.');
    const unknown = await refusal(client().pushInvoice(invoice({ currency: 'CHF' })));
    expect(unknown.message).toBe('The currency CHF is not in Odoo.');
    expect(creates()).toEqual([]);
    expect(odoo.tables['res.partner']).toEqual([]);
    expect(moves()).toEqual([]);
    const lookup = odoo.calls.find((c) => c.model === 'res.currency')!;
    expect(lookup).toMatchObject({
      method: 'search_read',
      args: [[['name', '=', 'USD']]],
      kwargs: { fields: ['name', 'active'], context: { active_test: false } },
    });
    // GBP is active: booked in GBP.
    await client().pushInvoice(invoice({ currency: 'GBP' }));
    expect(moves()[0].currency_id).toBe(3);
  });

  it('finds the move a previous attempt created instead of creating another, and links a credit note to its invoice', async () => {
    const first = await client().pushInvoice(invoice());
    expect(await client().pushInvoice(invoice())).toEqual(first);
    expect(moves()).toHaveLength(1);
    expect(odoo.tables['res.partner']).toHaveLength(1);
    const credit = await client().pushInvoice(invoice({ reference: 'C1-2026-00001', move_type: 'out_refund', reversed_reference: 'F1-2026-00001' }));
    expect(credit.name).toBe('RINV/2026/00001');
    expect(moves().at(-1)).toMatchObject({ move_type: 'out_refund', reversed_entry_id: first.id, partner_id: 70 });
    const orphan = await refusal(client().pushInvoice(invoice({ reference: 'C1-2026-00002', move_type: 'out_refund', reversed_reference: 'F1-2026-00404' })));
    expect(orphan.message).toBe('The reversed invoice F1-2026-00404 is not in the accounting system; push it first.');
  });

  it("answers Odoo's errors as one short sentence, never the traceback or an HTML page, and a failed login as such", async () => {
    odoo.hooks.beforeCall = (model, method) => {
      if (model === 'account.move' && method === 'create')
        throw new OdooException(
          'odoo.exceptions.UserError',
          `The partner is missing a receivable account.\n\nConfigure it on the partner's Accounting tab.\n${'x'.repeat(400)}`,
        );
    };
    const err = await refusal(client().pushInvoice(invoice()));
    expect(err).toBeInstanceOf(IntegrationError);
    expect(err).not.toBeInstanceOf(AccountingRefused);
    expect(err.message).toBe('accounting: The partner is missing a receivable account.');
    odoo.hooks.beforeCall = (model) => {
      if (model === 'account.move') throw new OdooException('odoo.exceptions.ValidationError', `${'Long '.repeat(100)}end`);
    };
    const long = await refusal(client().pushInvoice(invoice()));
    expect(long.message.length).toBeLessThanOrEqual('accounting: '.length + 200);
    expect(long.message).not.toContain('Traceback');
    odoo.hooks.beforeCall = undefined;
    odoo.hooks.httpStatus = 502;
    const gateway = await refusal(client().pushInvoice(invoice()));
    expect(gateway.message).toBe('accounting: Odoo answered HTTP 502');
    odoo.hooks.httpStatus = undefined;
    const denied = await refusal(client({ password: 'wrong' }).pushInvoice(invoice()));
    expect(denied.message).toBe('accounting: authentication failed: check the database, login and API key');
  });

  it('repeats a read refused by a proxy (503), never a create that may have been done; waits out a 429 on any call', async () => {
    const seen: string[] = [];
    const failOnce = new Map<string, { status: number; retryAfter?: string }>([['search_read', { status: 503 }]]);
    odoo.hooks.failRequest = (service, args) => {
      const method = service === 'common' ? 'authenticate' : String(args[4]);
      seen.push(method);
      const failure = failOnce.get(method);
      failOnce.delete(method);
      return failure;
    };
    const first = await client().pushInvoice(invoice());
    expect(seen.filter((m) => m === 'search_read')[0]).toBe('search_read');
    expect(seen.indexOf('search_read')).toBeLessThan(seen.lastIndexOf('search_read'));
    expect(moves()).toHaveLength(1);
    expect(first.name).toBeTruthy();

    // A create answered 503: it may have been done, so it is not repeated; the push fails with the status only.
    Object.assign(odoo.tables, seedTables());
    seen.length = 0;
    failOnce.set('create', { status: 503 });
    const failed = await refusal(client().pushInvoice(invoice()));
    expect(failed.message).toBe('accounting: Odoo answered HTTP 503');
    expect(seen.filter((m) => m === 'create')).toHaveLength(1);

    // A 429 means nothing was done: the create is sent again after its Retry-After, and one move results.
    Object.assign(odoo.tables, seedTables());
    seen.length = 0;
    failOnce.set('create', { status: 429, retryAfter: '0' });
    await client().pushInvoice(invoice());
    expect(seen.filter((m) => m === 'create').length).toBeGreaterThanOrEqual(2);
    expect(moves()).toHaveLength(1);
  });

  it('the local Odoo refuses what the real one refuses: a wrong field, keyword, model or company', async () => {
    const rpc = async (model: string, method: string, args: unknown[], kwargs: Record<string, unknown> = {}) => {
      const res = await fetch(`${odoo.url}/jsonrpc`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          method: 'call',
          id: 9,
          params: { service: 'object', method: 'execute_kw', args: ['prod', odoo.uid, 'key', model, method, args, kwargs] },
        }),
      });
      return res.json();
    };
    const field = await rpc('account.tax', 'search_read', [[['rate', '=', 21]]]);
    expect(field).toMatchObject({
      jsonrpc: '2.0',
      id: 9,
      error: { code: 200, message: 'Odoo Server Error', data: { name: 'builtins.ValueError', message: "Invalid field 'rate' on model 'account.tax'" } },
    });
    expect(field.error.data.debug).toContain('Traceback');
    expect(field.error.data.arguments).toEqual(["Invalid field 'rate' on model 'account.tax'"]);
    expect((await rpc('account.tax', 'search_read', [[]], { field: ['name'] })).error.data.name).toBe('builtins.TypeError');
    expect((await rpc('account.invoice', 'search', [[]])).error.data.name).toBe('builtins.KeyError');
    expect((await rpc('account.tax', 'search', [[]], { context: { allowed_company_ids: [99] } })).error.data.message).toBe(
      'Access to unauthorized or invalid companies.',
    );
    // A company's taxes are invisible from another company.
    expect((await rpc('account.tax', 'search', [[['company_id', '=', 2]]], { context: { allowed_company_ids: [1] } })).result).toEqual([]);
  });
});

describe('ODOO_COMPANIES and ODOO_TAXES', () => {
  it('parses the settings and refuses malformed ones', () => {
    expect(parseOdooCompanies('1:1, 2:3')).toEqual(
      new Map([
        [1, 1],
        [2, 3],
      ]),
    );
    expect(parseOdooCompanies('1=2')).toBeNull();
    expect(parseOdooCompanies('0:2')).toBeNull();
    expect(parseOdooTaxes('vat_intra_goods_0=0% EU G, vat_0@2 = 0% FR')).toEqual({ vat_intra_goods_0: '0% EU G', 'vat_0@2': '0% FR' });
    expect(parseOdooTaxes('vat_99=99%')).toBeNull();
    expect(parseOdooTaxes('vat_21')).toBeNull();
  });

  it('refuses a malformed setting at start and hands the parsed maps to the real client', () => {
    expect(() => loadConfig({ ODOO_TAXES: 'vat_99=99%' })).toThrow(/ODOO_TAXES/);
    expect(() => loadConfig({ ODOO_COMPANIES: 'Belgium:1' })).toThrow(/ODOO_COMPANIES/);
    const accounting = createAccounting(
      loadConfig({ INTEGRATIONS: 'real', ODOO_URL: 'http://odoo.test', ODOO_COMPANIES: '1:2', ODOO_TAXES: 'vat_seagoing=0% E' }),
    );
    expect(accounting).toBeInstanceOf(OdooClient);
    expect((accounting as OdooClient).config).toMatchObject({ companies: new Map([[1, 2]]), taxes: { vat_seagoing: '0% E' } });
  });

  it('looks a code up by its own company mapping, then the shared one, then its rate for a plain rated code only', () => {
    const mapping = { vat_0: '0% S', 'vat_0@2': '0% FR', vat_intra_goods_0: '0% EU G' };
    expect(taxLabel('vat_0', 2, mapping)).toBe('0% FR');
    expect(taxLabel('vat_0', 1, mapping)).toBe('0% S');
    expect(taxLabel('vat_21', 1, mapping)).toBe('21%');
    expect(taxLabel('vat_5_5', 1, {})).toBe('5.5%');
    expect(taxLabel('vat_intra_goods_0', 1, mapping)).toBe('0% EU G');
    expect(taxLabel('vat_not_subject', 1, mapping)).toBeNull();
  });
});
