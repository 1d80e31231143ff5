// The parties of a document as the VAT rules read them (decision 0056): the billing company's country
// (the seller) and the billing address's country and VAT number (the buyer). Read by the invoice lines,
// the commercial declarations' default VAT codes, the billing run and the check-vat command.
import { type VatParties, vatNumberProblem } from '@console/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { addresses, companies } from '../../../db/schema/index.ts';

/** The parties of a billing company and a billing address (either may be missing). */
export async function vatPartiesOf(exec: Executor, companyId: number | null | undefined, addressId: number | null | undefined): Promise<VatParties> {
  const [company] = companyId != null ? await exec.select({ country: companies.country }).from(companies).where(eq(companies.id, companyId)) : [];
  const [address] =
    addressId != null ? await exec.select({ country: addresses.country, vat: addresses.vat }).from(addresses).where(eq(addresses.id, addressId)) : [];
  return partiesOf(company?.country, address);
}

/** The parties of many (company, address) pairs at once, keyed `${companyId}:${addressId}`. */
export async function vatPartiesMany(exec: Executor, pairs: { companyId: number | null; addressId: number | null }[]): Promise<Map<string, VatParties>> {
  const companyIds = [...new Set(pairs.map((p) => p.companyId).filter((x): x is number => x != null))];
  const addressIds = [...new Set(pairs.map((p) => p.addressId).filter((x): x is number => x != null))];
  const cs = companyIds.length
    ? await exec.select({ id: companies.id, country: companies.country }).from(companies).where(inArray(companies.id, companyIds))
    : [];
  const as = addressIds.length
    ? await exec.select({ id: addresses.id, country: addresses.country, vat: addresses.vat }).from(addresses).where(inArray(addresses.id, addressIds))
    : [];
  const c = new Map(cs.map((r) => [r.id, r.country]));
  const a = new Map(as.map((r) => [r.id, r]));
  return new Map(pairs.map((p) => [partiesKey(p.companyId, p.addressId), partiesOf(c.get(p.companyId ?? -1), a.get(p.addressId ?? -1))]));
}

export const partiesKey = (companyId: number | null | undefined, addressId: number | null | undefined) => `${companyId ?? ''}:${addressId ?? ''}`;

/** A buyer "has a VAT number" when it has one that passes its checks (a bad legacy one does not count). */
function partiesOf(sellerCountry: string | null | undefined, address: { country: string | null; vat: string | null } | undefined): VatParties {
  const vat = address?.vat?.trim();
  return {
    sellerCountry: sellerCountry ?? null,
    buyerCountry: address?.country ?? null,
    buyerHasVat: !!vat && vatNumberProblem(vat, address?.country) === null,
  };
}
