// The global search over the references staff are given (issue 28, decision 0078): packages, invoices
// and credit notes (number, PO), services, IPs and the subnets holding them, satellite kits, terminals
// and service lines; the exact reference first, each kind read as its resource's `read` says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Commercial, commercialSetup } from '../support/commercial-fixtures.ts';
import { createUser } from '../support/helpers.ts';

let c: Commercial;
let search: (q: string, as?: (o: any) => Promise<any>) => Promise<any[]>;
let pkg: { id: number; reference: string };
let otherPkg: { id: number; reference: string };
let service: { id: number; reference: string };
let invoiceId: number;
let creditId: number;
let ipId: number;
let terminalId: number;
let lineId: number;
let satellite: (o: any) => Promise<any>;

const insert = async (sql: string, params: unknown[]) => Number(((await c.t.database.query(`${sql} returning id`, params)).rows[0] as { id: number }).id);

beforeAll(async () => {
  c = await commercialSetup();
  search = async (q, as = c.staff) => {
    const res = await as({ method: 'GET', url: `/api/v1/search/live?q=${encodeURIComponent(q)}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().results;
  };
  pkg = await c.createPackage({ customer_reference: 'PO-HARBOUR-77' });
  otherPkg = await c.createPackage();
  service = await c.createService(pkg.id, { serial: 'SN-ROUTER-991' });
  const invoice = `insert into invoices (number, invoice_type, status, billing_company_id, customer_id, invoicing_address_id, purchase_order)
    values ($1, $2, 'sent', $3, $4, $5, $6)`;
  invoiceId = await insert(invoice, ['F1-2026-00012', 'invoice', c.companyId, c.customerId, c.addressId, 'PO-4471']);
  await insert(invoice, ['F1-2026-000120', 'invoice', c.companyId, c.customerId, c.addressId, null]);
  creditId = await insert(invoice, ['C1-2026-00003', 'credit', c.companyId, c.customerId, c.addressId, null]);
  ipId = (await c.post('/ips/', { address: '185.54.216.9', cidr: 27, subnet: '185.54.216.0/27', subnet_notes: 'RIPE allocation' })).json().id;
  await c.post('/ips/', { address: '185.54.216.10', cidr: 27, subnet: '185.54.216.0/27' });
  const account = await insert(`insert into starlink_accounts (account_number, account_name) values ($1, $2)`, ['ACC-1', 'Fleet']);
  lineId = await insert(`insert into starlink_service_lines (service_line_number, account_number, starlink_account_id, nickname) values ($1, $2, $3, $4)`, [
    'SL-7788-AB',
    'ACC-1',
    account,
    'Main stage',
  ]);
  terminalId = await insert(
    `insert into starlink_terminals (terminal_id, kit_serial_number, dish_serial_number, starlink_account_id, starlink_service_line_id) values ($1, $2, $3, $4, $5)`,
    ['ut01000000-00000000-00abcdef', 'KIT304125487', 'DISH9911', account, lineId],
  );
  satellite = c.t.as((await createUser(c.t, 'staff', { can_view_starlinks: true })).token);
});
afterAll(() => c.t.close());

const ofKind = (results: any[], kind: string) => results.filter((r) => r.kind === kind);

describe('global search over references', () => {
  it('finds a package by its PKG reference, first, linking to its show page', async () => {
    expect(pkg.reference).toMatch(/^PKG-/);
    const results = await search(pkg.reference);
    expect(results[0]).toMatchObject({ resource: 'packages', kind: 'packages', id: pkg.id, label: pkg.reference });
    expect(ofKind(results, 'packages').map((r) => r.id)).not.toContain(otherPkg.id);
    // And by the customer's reference (its PO).
    expect(ofKind(await search('harbour-77'), 'packages')[0]).toMatchObject({ id: pkg.id });
  });

  it('finds an invoice by its number, the exact number before the longer one that contains it, and by its PO', async () => {
    const results = await search('f1-2026-00012');
    expect(results[0]).toMatchObject({ resource: 'invoices', kind: 'invoices', id: invoiceId, label: 'F1-2026-00012' });
    expect(ofKind(results, 'invoices').map((r) => r.label)).toEqual(['F1-2026-00012', 'F1-2026-000120']);
    expect(ofKind(results, 'credit_notes')).toEqual([]);
    expect(ofKind(await search('PO-4471'), 'invoices')[0]).toMatchObject({ id: invoiceId, description: 'Festival Org, PO-4471' });
  });

  it('finds a credit note by its number, as a credit note that opens the invoice show page', async () => {
    const results = await search('C1-2026-00003');
    expect(results[0]).toMatchObject({ resource: 'invoices', kind: 'credit_notes', id: creditId, label: 'C1-2026-00003' });
    expect(ofKind(results, 'invoices')).toEqual([]);
  });

  it('finds a service by its SRV reference and by its serial', async () => {
    expect(service.reference).toMatch(/^SRV-/);
    expect((await search(service.reference))[0]).toMatchObject({ resource: 'services', kind: 'services', id: service.id, label: service.reference });
    expect(ofKind(await search('router-991'), 'services')[0]).toMatchObject({ id: service.id });
  });

  it('finds an IP typed, then the subnet holding it, which opens the IP list filtered by it', async () => {
    const results = await search('185.54.216.9');
    expect(results[0]).toMatchObject({ resource: 'ips', kind: 'ips', id: ipId, label: '185.54.216.9/27' });
    expect(results[1]).toEqual({
      resource: 'ips',
      kind: 'subnets',
      id: '185.54.216.0/27',
      label: '185.54.216.0/27',
      description: 'RIPE allocation',
      filter: { subnet: '185.54.216.0/27', available: true },
    });
    // An address of the subnet that is no record finds the subnet alone; so does the subnet typed.
    expect(await search('185.54.216.30')).toEqual([expect.objectContaining({ kind: 'subnets', id: '185.54.216.0/27' })]);
    expect(ofKind(await search('185.54.216.0/27'), 'subnets')).toHaveLength(1);
    expect(ofKind(await search('185.54.217.1'), 'subnets')).toEqual([]);
  });

  it('finds a satellite kit by its serial, a terminal by its id and a service line by its number', async () => {
    expect((await search('KIT304125487', satellite))[0]).toMatchObject({
      resource: 'starlink_terminals',
      kind: 'starlink_kits',
      id: terminalId,
      label: 'KIT304125487',
    });
    expect((await search('ut01000000-00000000-00abcdef', satellite))[0]).toMatchObject({
      resource: 'starlink_terminals',
      kind: 'starlink_terminals',
      id: terminalId,
      description: 'KIT304125487',
    });
    expect((await search('SL-7788-AB', satellite))[0]).toMatchObject({
      resource: 'starlink_service_lines',
      kind: 'starlink_service_lines',
      id: lineId,
      description: 'Main stage, Fleet',
    });
  });

  it('shows no satellite records to staff who may not read them', async () => {
    for (const q of ['KIT304125487', 'ut01000000', 'SL-7788-AB']) {
      expect(
        (await search(q)).filter((r) => r.resource.startsWith('starlink_')),
        q,
      ).toEqual([]);
    }
  });

  it('does not look up references from fewer than 3 characters', async () => {
    expect((await search('F1')).filter((r) => ['invoices', 'credit_notes', 'packages', 'services'].includes(r.kind))).toEqual([]);
  });
});
