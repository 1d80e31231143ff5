// The invoicing export (spec 2 §2 Packages "Generate invoicing export", §7 GET
// /packages/export/invoicing.xls): for the packages of the current list filters, one row per item
// to invoice: the running services (started, not ended before this month, a one-time service only
// until invoiced), then the hardware shipped or delivered that is neither free nor invoiced.
import { desc, sql } from 'drizzle-orm';
import { EXPORT_LIMIT, supplyOfLineType, vatRate } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { packages } from '../../../db/schema/index.ts';
import { badRequest } from '../../../platform/errors.ts';
import type { ExportColumn, Row } from '../../../platform/registry.ts';
import type { ListQuery } from '../../../platform/list-query.ts';
import { chargeVatCode, lineType, orderParties } from './billing-invoice.ts';

export const INVOICING_COLUMNS: ExportColumn[] = [
  { key: 'package_reference', header: 'Package', width: 14 },
  { key: 'so_number', header: 'SO number', width: 14 },
  { key: 'customer_name', header: 'Customer', width: 26 },
  { key: 'customer_reference', header: 'Customer reference', width: 18 },
  { key: 'billing_company_name', header: 'Billing company', width: 22 },
  { key: 'invoicing_address_name', header: 'Billing address', width: 24 },
  { key: 'invoicing_delivery_method', header: 'Invoicing delivery', width: 10 },
  { key: 'invoice_regroupment_reference', header: 'Invoice regroupment', width: 16 },
  { key: 'item', header: 'Item', width: 10 },
  { key: 'item_id', header: 'Item ID', width: 8 },
  { key: 'type', header: 'Type', width: 14 },
  { key: 'description', header: 'Description', width: 30 },
  { key: 'frequency', header: 'Frequency', width: 10 },
  { key: 'qty', header: 'Qty', width: 6 },
  { key: 'price', header: 'Price', width: 10 },
  { key: 'total', header: 'Total', width: 10 },
  { key: 'vat_code', header: 'VAT code', width: 14 },
  { key: 'vat_rate', header: 'VAT rate (%)', width: 8 },
  { key: 'currency', header: 'Currency', width: 8 },
  { key: 'start_date', header: 'Start date', width: 12 },
  { key: 'end_date', header: 'End date', width: 12 },
];

/** The ids of the packages the list's filters select (at most the export limit). */
export async function invoicingPackageIds(exec: Executor, query: ListQuery): Promise<number[]> {
  const ids = (
    await exec
      .select({ id: packages.id })
      .from(packages)
      .where(query.where)
      .orderBy(desc(packages.id))
      .limit(EXPORT_LIMIT + 1)
  ).map((r) => r.id);
  if (ids.length > EXPORT_LIMIT)
    throw badRequest(`Export is limited to ${EXPORT_LIMIT} packages; more match. Narrow the filters.`, { _: `At most ${EXPORT_LIMIT} packages.` });
  return ids;
}

export async function invoicingRows(exec: Executor, packageIds: number[]): Promise<Row[]> {
  if (packageIds.length === 0) return [];
  const ids = sql`(${sql.join(
    packageIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  const rows = rowsOf(
    await exec.execute(sql`
      with p as (
        -- The names are kept on the package (decision 0015).
        select p.* from packages p
        where p.id in ${ids} and p.status <> 'draft' and not p.is_free)
      select p.id as package_id, p.reference as package_reference, p.so_number, p.customer_name, p.customer_reference, p.billing_company_name,
             p.invoicing_address_name, p.invoicing_delivery_method, p.invoice_regroupment_reference,
             'service' as item, s.id as item_id, s.type, coalesce(s.name, s.reference) as description, s.frequency, s.qty,
             s.price::float8 as price, (s.price * s.qty)::float8 as total, s.vat_code, p.default_vat_code, s.currency,
             s.start_date, s.end_date, p.billing_company_id, p.invoicing_address_id
      from p join services s on s.package_id = p.id
      where s.archived_at is null and s.status not in ('DRAFT') and s.start_date is not null and s.start_date <= current_date
        and (s.end_date is null or s.end_date >= date_trunc('month', current_date)::date)
        and (s.frequency <> 'onetime' or s.last_invoice_id is null)
      union all
      select p.id, p.reference, p.so_number, p.customer_name, p.customer_reference, p.billing_company_name,
             p.invoicing_address_name, p.invoicing_delivery_method, p.invoice_regroupment_reference,
             'hardware', l.id, 'hardware', coalesce(dp.name, 'Hardware'), 'onetime', l.qty,
             l.price::float8, (l.price * l.qty)::float8, null, p.default_vat_code, p.currency, l.delivery_date, null,
             p.billing_company_id, p.invoicing_address_id
      from p join package_lines l on l.package_id = p.id left join device_products dp on dp.id = l.device_product_id
      where l.archived_at is null and not l.is_invoiced and not l.is_free and l.status in ('shipped', 'delivered')
      order by 1 desc, 10 desc, 11`),
  );
  // The code billing will give each item (decision 0056): hardware is goods, services by their line type.
  const parties = await orderParties(
    exec,
    [...new Map(rows.map((r) => [Number(r.package_id), r])).values()].map((r) => ({
      id: Number(r.package_id),
      billing_company_id: r.billing_company_id,
      invoicing_address_id: r.invoicing_address_id,
    })),
  );
  return rows.map(({ default_vat_code, billing_company_id: _c, invoicing_address_id: _a, ...r }) => {
    const supply = r.item === 'hardware' ? 'goods' : supplyOfLineType(lineType(String(r.type)));
    const vat_code = chargeVatCode(r.vat_code as string | null, default_vat_code as string | null, parties.get(Number(r.package_id))!, supply);
    return {
      ...r,
      vat_code,
      vat_rate: vatRate(vat_code),
      start_date: r.start_date == null ? null : String(r.start_date).slice(0, 10),
    };
  });
}

/** The rows as the streaming spreadsheet writer takes them. */
export async function* invoicingBatches(rows: Row[]): AsyncIterable<Row[]> {
  yield rows;
}
