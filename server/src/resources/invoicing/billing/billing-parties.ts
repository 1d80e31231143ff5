// The header of a preview (spec 2 §2: "billing company name, invoicing address"): the seller and the
// buyer the invoice of an order will carry, read from the same ids the draft invoice takes (orderHead,
// the company defaulting as the invoice write does), so the Preview tab shows the parties the invoice
// will be issued between. Live rows: a preview is of a draft to come, never of a frozen document.
import { eq } from 'drizzle-orm';
import type { BillingCompanyParty, InvoicingAddressParty } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import { addresses, companies } from '../../../db/schema/index.ts';
import type { Row } from '../../../platform/registry.ts';
import { orderCompanyId } from './billing-invoice.ts';
import { readAll } from '../../../db/read-all.ts';

export interface PreviewParties {
  billing_company: BillingCompanyParty | null;
  invoicing_address: InvoicingAddressParty | null;
}

/** The billing company and billing address of an order (package or data pool); null for one it lacks. */
export async function previewParties(exec: Executor, order: Row): Promise<PreviewParties> {
  const addressId = order.invoicing_address_id as number | null | undefined;
  const [[company], [address]] = await readAll(exec, [
    exec
      .select({
        id: companies.id,
        name: companies.name,
        vat_number: companies.vat_number,
        street: companies.street,
        zipcode: companies.zipcode,
        city: companies.city,
        country: companies.country,
      })
      .from(companies)
      .where(eq(companies.id, orderCompanyId(order))),
    addressId != null
      ? exec
          .select({
            id: addresses.id,
            name: addresses.name,
            street: addresses.street,
            number: addresses.number,
            box: addresses.box,
            street_bis: addresses.street_bis,
            zipcode: addresses.zipcode,
            city: addresses.city,
            country: addresses.country,
            vat: addresses.vat,
          })
          .from(addresses)
          .where(eq(addresses.id, addressId))
      : Promise.resolve([]),
  ]);
  return { billing_company: company ?? null, invoicing_address: address ?? null };
}
