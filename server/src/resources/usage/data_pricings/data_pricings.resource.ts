// Data pricings (spec 3 §2 Data pricings, §3, §6): price and buy price per MB by provider (a usage
// source), optionally narrowed to a customer, a visited country, a visited network (VPMN) or one IMSI.
// Which pricing rates a usage record: resources/usages/usage-rating.ts (decision 0022). Reading and
// writing both need can_manage_pricing (403 otherwise).
import { z } from 'zod';
import { USAGE_MESSAGES, USAGE_SOURCES } from '@console/contract';
import { customers, dataPricings } from '../../../db/schema/index.ts';
import { country, eurPrice, id, requiredChoice, requiredNumber } from '../../../platform/fields.ts';
import { nameOf } from '../../../platform/maintained.ts';
import { defineResource } from '../../../platform/registry.ts';

export const DATA_PRICING_MESSAGES = {
  provider: `Choose a provider: ${USAGE_SOURCES.join(', ')}.`,
  price: 'Price per MB is required (0 or more).',
  imsi: 'An IMSI is 6 to 15 digits.',
  vpmn: 'A VPMN is 3 to 10 letters or digits.',
} as const;

const upperOrNull = (v: unknown) => (v === '' ? null : typeof v === 'string' ? v.trim().toUpperCase() : v);

const fields = {
  provider: requiredChoice(USAGE_SOURCES, DATA_PRICING_MESSAGES.provider),
  customer_id: id(),
  country_code: country(),
  vpmn: z.preprocess(
    upperOrNull,
    z
      .string()
      .regex(/^[A-Z0-9]{3,10}$/, DATA_PRICING_MESSAGES.vpmn)
      .nullish(),
  ),
  imsi: z.preprocess(
    (v) => (v === '' ? null : typeof v === 'string' ? v.trim() : v),
    z
      .string()
      .regex(/^\d{6,15}$/, DATA_PRICING_MESSAGES.imsi)
      .nullish(),
  ),
  // Euros per MB, numeric(18,6): a seventh decimal is refused, not rounded (decision 0058).
  price: requiredNumber(0, 999_999, DATA_PRICING_MESSAGES.price, 6),
  buy_price: eurPrice(0, 999_999),
};
const columns = fields;

export const dataPricingsResource = defineResource({
  name: 'data_pricings',
  objectType: 'data_pricing',
  table: dataPricings,
  read: 'can_manage_pricing',
  write: 'can_manage_pricing',
  maintained: { customer_name: nameOf(customers, 'customer_id') },
  searchable: [dataPricings.provider, dataPricings.country_code, dataPricings.vpmn, dataPricings.imsi],
  filters: {
    provider: { type: 'text' },
    customer_id: { type: 'int' },
    country_code: { type: 'text' },
  },
  sortable: ['provider', 'customer_name', 'country_code', 'vpmn', 'imsi', 'price', 'buy_price', 'created_at', 'updated_at'],
  createSchema: z.object(columns),
  updateSchema: z.object(columns).partial(),
  createAnswer: () => ({ success: true, message: USAGE_MESSAGES.pricingCreated }),
  repr: (row) => [row.provider, row.customer_name, row.country_code, row.vpmn, row.imsi].filter(Boolean).join(' / '),
  refs: (row) => ({ customer_id: row.customer_id }),
  valueFields: ['provider', 'country_code'],
  exportColumns: [
    { key: 'id', header: 'ID', width: 8 },
    { key: 'provider', header: 'Provider', width: 12 },
    { key: 'customer_name', header: 'Customer', width: 28 },
    { key: 'country_code', header: 'Country', width: 9 },
    { key: 'vpmn', header: 'VPMN', width: 10 },
    { key: 'imsi', header: 'IMSI', width: 18 },
    { key: 'price', header: 'Price per MB (EUR)', width: 14 },
    { key: 'buy_price', header: 'Buy price per MB (EUR)', width: 14 },
    { key: 'currency', header: 'Currency', width: 8 },
    { key: 'updated_at', header: 'Updated', width: 20 },
  ],
});
