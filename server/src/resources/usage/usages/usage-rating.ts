// Rating: the data pricing that applies to a usage record (docs/decisions/0022). A pricing names a
// provider (the record's source) and may narrow it to a customer, a visited country, a visited network
// (VPMN) or one IMSI; every narrowing it names must match. Of the pricings that match, the most
// specific wins by weight: IMSI 16, customer 8, VPMN 4, country 2 (so an IMSI pricing beats any
// combination of the others, a customer's pricing beats any network or country pricing without a
// customer, a VPMN beats a country); equal weights: the newest pricing (highest id).
import { sql, type SQL } from 'drizzle-orm';

export const PRICING_WEIGHTS = { imsi: 16, customer_id: 8, vpmn: 4, country_code: 2 } as const;

/**
 * A LATERAL subquery picking the pricing of the record aliased `r` (columns source, customer_id,
 * country_code, vpmn, imsi): joined as `left join lateral (...) pr on true`, it gives pr.id, pr.price,
 * pr.buy_price (per MB), or nulls when nothing matches (the record stays unrated).
 */
export const pricingOf = (r: string): SQL => {
  const a = sql.raw(r);
  return sql`(
    select p.id, p.price, p.buy_price from data_pricings p
    where p.archived_at is null and p.provider = ${a}.source
      and (p.customer_id is null or p.customer_id = ${a}.customer_id)
      and (p.country_code is null or p.country_code = ${a}.country_code)
      and (p.vpmn is null or p.vpmn = ${a}.vpmn)
      and (p.imsi is null or p.imsi = ${a}.imsi)
    order by (case when p.imsi is not null then ${sql.raw(String(PRICING_WEIGHTS.imsi))} else 0 end
            + case when p.customer_id is not null then ${sql.raw(String(PRICING_WEIGHTS.customer_id))} else 0 end
            + case when p.vpmn is not null then ${sql.raw(String(PRICING_WEIGHTS.vpmn))} else 0 end
            + case when p.country_code is not null then ${sql.raw(String(PRICING_WEIGHTS.country_code))} else 0 end) desc, p.id desc
    limit 1)`;
};

/** Euros for `bytes` at a price per MB (units of 1024), six decimals, in SQL numeric. */
export const priced = (bytes: SQL, perMb: SQL): SQL => sql`round(${bytes}::numeric / 1048576 * ${perMb}, 6)`;
