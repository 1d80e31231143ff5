// What `npm run check-vat` reports (decision 0056): every customer, billing address and billing company
// whose VAT number fails its country's check digits or format (or names another country), every billing
// company without a country (its documents' VAT codes cannot be judged), and every invoice, package, data
// pool and service whose VAT code does not fit its parties. It reads only: bad data is shown, never
// rewritten (a sent document never changes; corrections go through credit notes and the forms).
import { vatCodeRefusal, vatNumberProblem } from '@console/contract';
import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { addresses, companies, customers, dataPools, invoiceLines, invoices, packages, services } from '../../../db/schema/index.ts';
import { partiesKey, vatPartiesMany } from '../../crm/addresses/vat-parties.ts';

export type VatFinding = { kind: string; id: number; label: string; field: string; problem: string };

export async function vatFindings(exec: Executor): Promise<VatFinding[]> {
  const out: VatFinding[] = [];
  const numbers = async (kind: string, rows: { id: number; label: string | null; vat: string | null; country: string | null }[], field: string) => {
    for (const r of rows) {
      const problem = vatNumberProblem(r.vat, r.country);
      if (problem) out.push({ kind, id: r.id, label: r.label ?? '', field, problem: `${r.vat}: ${problem}` });
    }
  };
  const live = (t: { archived_at: any }) => isNull(t.archived_at);

  const cos = await exec
    .select({ id: companies.id, label: companies.name, vat: companies.vat_number, country: companies.country })
    .from(companies)
    .where(live(companies))
    .orderBy(companies.id);
  await numbers('company', cos, 'vat_number');
  for (const c of cos)
    if (!c.country)
      out.push({ kind: 'company', id: c.id, label: c.label, field: 'country', problem: 'No country: the VAT codes of its documents cannot be checked.' });
  await numbers(
    'customer',
    await exec
      .select({ id: customers.id, label: customers.name, vat: customers.vat, country: customers.country })
      .from(customers)
      .where(and(live(customers), isNotNull(customers.vat), ne(customers.vat, '')))
      .orderBy(customers.id),
    'vat',
  );
  await numbers(
    'address',
    await exec
      .select({ id: addresses.id, label: addresses.name, vat: addresses.vat, country: addresses.country })
      .from(addresses)
      .where(and(live(addresses), isNotNull(addresses.vat), ne(addresses.vat, '')))
      .orderBy(addresses.id),
    'vat',
  );

  // Documents: one row per invoice with its distinct line codes (credit notes mirror their invoice).
  const docs = await exec
    .select({
      id: invoices.id,
      label: sql<string>`coalesce(${invoices.number}, 'draft ' || ${invoices.id})`,
      companyId: invoices.billing_company_id,
      addressId: invoices.invoicing_address_id,
      codes: sql<string[]>`array_agg(distinct ${invoiceLines.vat_code})`,
    })
    .from(invoices)
    .innerJoin(invoiceLines, and(eq(invoiceLines.invoice_id, invoices.id), isNull(invoiceLines.archived_at), isNotNull(invoiceLines.vat_code)))
    .where(and(live(invoices), eq(invoices.invoice_type, 'invoice')))
    .groupBy(invoices.id)
    .orderBy(invoices.id);
  const pkgs = await exec
    .select({
      id: packages.id,
      label: packages.reference,
      companyId: packages.billing_company_id,
      addressId: packages.invoicing_address_id,
      code: packages.default_vat_code,
    })
    .from(packages)
    .where(live(packages))
    .orderBy(packages.id);
  const pools = await exec
    .select({
      id: dataPools.id,
      label: dataPools.reference,
      companyId: dataPools.billing_company_id,
      addressId: dataPools.invoicing_address_id,
      code: dataPools.default_vat_code,
    })
    .from(dataPools)
    .where(live(dataPools))
    .orderBy(dataPools.id);
  const svcs = await exec
    .select({
      id: services.id,
      label: services.reference,
      companyId: packages.billing_company_id,
      addressId: packages.invoicing_address_id,
      code: services.vat_code,
    })
    .from(services)
    .innerJoin(packages, eq(packages.id, services.package_id))
    .where(and(live(services), isNotNull(services.vat_code)))
    .orderBy(services.id);
  const parties = await vatPartiesMany(exec, [...docs, ...pkgs, ...pools, ...svcs]);
  const judge = (
    kind: string,
    field: string,
    r: { id: number; label: string | null; companyId: number | null; addressId: number | null },
    codes: (string | null)[],
  ) => {
    const p = parties.get(partiesKey(r.companyId, r.addressId))!;
    for (const code of codes) {
      const refusal = vatCodeRefusal(code, p);
      if (refusal) out.push({ kind, id: r.id, label: r.label ?? '', field, problem: refusal });
    }
  };
  for (const d of docs) judge('invoice', 'lines.vat_code', d, d.codes);
  for (const r of pkgs) judge('package', 'default_vat_code', r, [r.code]);
  for (const r of pools) judge('data_pool', 'default_vat_code', r, [r.code]);
  for (const r of svcs) judge('service', 'vat_code', r, [r.code]);
  return out;
}
