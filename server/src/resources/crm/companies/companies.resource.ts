import { and, eq, isNull, ne } from 'drizzle-orm';
import { z } from 'zod';
import { coded } from '@console/contract';
import type { Executor } from '../../../db/client.ts';
import { companies } from '../../../db/schema/index.ts';
import { refused } from '../../../platform/errors.ts';
import { country, email, requiredInt, requiredText, text } from '../../../platform/fields.ts';
import { defineResource } from '../../../platform/registry.ts';
import { bic, iban } from './bank-fields.ts';
import { checkedVatField } from './party-vat-checks.ts';

export const INVOICE_PREFIX_MESSAGE = 'Invoice prefix must be a whole number from 1 to 9.';

const fields = {
  name: requiredText(200, 'Company name is required.'),
  country: country(),
  street: text(200),
  zipcode: text(20),
  city: text(100),
  vat_number: text(30),
  bank_name: text(100),
  bank_bic: bic(),
  bank_iban: iban(),
  email: email(),
  website: text(200),
  phone: text(40),
  /** Spec 3 §5: numeric 1 to 9, step 1; the first digit of the issuer's invoice numbers. */
  invoice_prefix: requiredInt(1, 9, INVOICE_PREFIX_MESSAGE),
  /** The register mention printed beside the seller's number (RPR/RPM Brussels, RCS Paris 123 456 789). */
  register_mention: text(200),
};

/** The live company already using a prefix, other than `exceptId`. */
async function prefixHolder(tx: Executor, prefix: number, exceptId?: number) {
  const [row] = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.invoice_prefix, prefix), isNull(companies.archived_at), exceptId ? ne(companies.id, exceptId) : undefined));
  return row;
}

const prefixTaken = (prefix: number, holder: { name: string }) => coded('invoice_prefix_taken', { prefix, company: holder.name });

export const companiesResource = defineResource({
  name: 'companies',
  objectType: 'company',
  table: companies,
  searchable: [companies.name, companies.vat_number],
  filters: {
    country: { type: 'text' },
  },
  sortable: ['name', 'invoice_prefix', 'country', 'city', 'created_at', 'updated_at'],
  createSchema: z.object(fields),
  repr: (row) => row.name,
  valueFields: ['country'],
  hooks: {
    // Checked here for a message naming the other company; the partial unique index closes the race.
    beforeCreate: async (tx, _ctx, data) => {
      const holder = await prefixHolder(tx, data.invoice_prefix);
      if (holder) throw refused(prefixTaken(data.invoice_prefix, holder));
      return checkedVatField(data, 'vat_number');
    },
    beforeUpdate: async (tx, _ctx, before, data) => {
      if (data.invoice_prefix !== undefined && data.invoice_prefix !== before.invoice_prefix && !before.archived_at) {
        const holder = await prefixHolder(tx, data.invoice_prefix, before.id);
        if (holder) throw refused(prefixTaken(data.invoice_prefix, holder));
      }
      return checkedVatField(data, 'vat_number', before);
    },
    beforeUnarchive: async (tx, _ctx, row) => {
      const holder = await prefixHolder(tx, row.invoice_prefix, row.id);
      return holder ? prefixTaken(row.invoice_prefix, holder) : undefined;
    },
  },
});
