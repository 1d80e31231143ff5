// The default content of a list's side drawer: every plain field of the record, labelled, each value
// read as a person reads it (issue 28): a reference by its record's name, never its id ("Customer 2");
// money with its currency; GB with the console's fixed decimals; prices per MB with their precision.
import type { ReactElement } from 'react';
import { BooleanField, ReferenceField, SimpleShowLayout, TextField, useRecordContext, useResourceDefinitions, type RaRecord } from 'react-admin';
import { DateField, GbField, MoneyField, NumberField, PerMbPriceField } from './format/fields.tsx';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Amounts of money wherever they appear (the schema's `price()` columns and the invoices' totals). */
const MONEY = /(^|_)(price|total|cost)$|^total_|^remaining_to_credit$/;
/** Data volumes stored in GB (the schema's `gb()` columns): never a raw 1.5 or 0.125. */
const GB = new Set([
  'accumulated_usage',
  'active_recurring_block_data_amount',
  'current_usage',
  'data_included',
  'data_limit',
  'data_prepaid',
  'extra_usage',
  'last_usage',
  'next_data_included',
  'top_up_blocks_total_data',
  'usage',
  'usage_limit',
]);
/**
 * References whose resource is not their name's plural (from the server's schema); null where one name
 * points at different resources (product_id: device or service products; provider_id: SIM or line
 * providers), which the drawer cannot tell apart: shown as they are.
 */
const REFERENCE_OF: Record<string, string | null> = {
  actor_id: 'users',
  assigned_to_id: 'users',
  assignee_id: 'users',
  created_by_id: 'users',
  user_id: 'users',
  owner_id: 'customers',
  pool_id: 'simpools',
  invoicing_address_id: 'addresses',
  billing_company_id: 'companies',
  reversed_invoice_id: 'invoices',
  sim_id: 'simcards',
  starlink_data_pool_id: 'data_pools',
  product_id: null,
  provider_id: null,
};

export interface RecordDetailsProps {
  /** Fields left out (ids of no interest, secrets, large blobs). */
  omit?: string[];
  /** Prices per MB (data pricings): shown with up to six decimals. */
  perMb?: string[];
}

/** The resource a `<stem>_id` field names, when the console has it. */
function referenceOf(key: string, resources: Record<string, unknown>): string | undefined {
  if (!key.endsWith('_id')) return undefined;
  const named = key in REFERENCE_OF ? REFERENCE_OF[key] : `${key.slice(0, -3)}s`;
  return named && named in resources ? named : undefined;
}

/** A reference whose record already carries its name (customer_id beside customer_name): the name says it. */
const namedBeside = (key: string, record: RaRecord) => {
  const stem = key.slice(0, -3);
  return [`${stem}_name`, stem, `${stem}_reference`].some((k) => typeof record[k] === 'string' && record[k] !== '');
};

function fieldFor(source: string, value: unknown, perMb: string[], reference: string | undefined): ReactElement | null {
  if (value !== null && typeof value === 'object') return null;
  if (typeof value === 'boolean') return <BooleanField key={source} source={source} />;
  // Without children, the referenced record's representation (its name), linked to its page.
  if (reference && typeof value === 'number') return <ReferenceField key={source} source={source} reference={reference} link="show" />;
  const numeric = typeof value === 'number' || (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)));
  if (numeric && perMb.includes(source)) return <PerMbPriceField key={source} source={source} />;
  if (numeric && GB.has(source)) return <GbField key={source} source={source} />;
  if (numeric && MONEY.test(source)) return <MoneyField key={source} source={source} />;
  if (typeof value === 'number') return <NumberField key={source} source={source} />;
  if (typeof value === 'string' && ISO_DATE.test(value)) return <DateField key={source} source={source} showTime={value.length > 10} />;
  return <TextField key={source} source={source} />;
}

export const RecordDetails = ({ omit = [], perMb = [] }: RecordDetailsProps) => {
  const record = useRecordContext();
  const resources = useResourceDefinitions();
  if (!record) return null;
  const fields = Object.entries(record)
    .filter(([key, value]) => !omit.includes(key) && value !== null && value !== undefined && value !== '')
    .filter(([key]) => !(key.endsWith('_id') && namedBeside(key, record)))
    .map(([key, value]) => fieldFor(key, value, perMb, referenceOf(key, resources)))
    .filter((field): field is ReactElement => field !== null);
  return <SimpleShowLayout sx={{ px: 0 }}>{fields}</SimpleShowLayout>;
};
