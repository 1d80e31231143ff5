// SIM providers, the carrier profiles of spec 1 §2.9. `api` (telna | webbing) names the adapter that
// makes the provider's SIMs manageable. The password is write-only: never answered, logged or exported.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { SIM_PROVIDERS } from '@console/contract';
import { providers, simcards } from '../../../db/schema/index.ts';
import { choice, requiredText, text } from '../../../platform/fields.ts';
import { ensureDataSupplier } from '../data_suppliers/data_suppliers.resource.ts';
import { defineResource } from '../../../platform/registry.ts';
import { countOf } from '../../../platform/maintained.ts';

const fields = {
  iccid_prefix: z.preprocess(
    (v) => (v === '' ? null : typeof v === 'string' ? v.replace(/\s+/g, '') : v),
    z
      .string()
      .regex(/^\d{1,22}$/, 'The ICCID prefix is digits only.')
      .nullish(),
  ),
  name: requiredText(200, 'Provider name is required.'),
  api: choice(SIM_PROVIDERS),
  supplier_name: text(200),
  carrier_name: text(200),
  product_name: text(200),
  prefered_apn: text(100),
  alternative_apn: text(100),
  username: text(100),
  // Blank keeps the stored password: the form never shows it, so an untouched field arrives empty.
  password: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().max(200).optional()),
  contry_iso: text(10),
  country: text(100),
  country_code: text(10),
  mcc: text(10),
  description: text(5000),
};

export const providersResource = defineResource({
  name: 'providers',
  objectType: 'provider',
  table: providers,
  hidden: ['password'],
  maintained: {
    simcards_count: countOf(simcards, 'provider_id'),
  },
  computed: {
    has_password: sql<boolean>`coalesce("providers"."password", '') <> ''`,
    is_manageable: sql<boolean>`coalesce("providers"."api", '') <> ''`,
  },
  searchable: [providers.name],
  filters: {
    api: { type: 'text' },
  },
  sortable: ['name', 'iccid_prefix', 'supplier_name', 'carrier_name', 'created_at', 'updated_at'],
  createSchema: z.object(fields),
  repr: (row) => row.name,
  // contry_iso (the spec's spelling) feeds the form's country choice; without it each form load got a 400 (issue 14).
  valueFields: ['supplier_name', 'carrier_name', 'country', 'contry_iso'],
  hooks: {
    // The data suppliers' reference list follows the suppliers the providers name.
    afterWrite: (tx, _ctx, before, after) => (after.supplier_name !== before?.supplier_name ? ensureDataSupplier(tx, after.supplier_name) : undefined),
  },
  exportColumns: [
    { key: 'id', header: 'ID', width: 8 },
    { key: 'name', header: 'Name', width: 24 },
    { key: 'iccid_prefix', header: 'ICCID prefix', width: 14 },
    { key: 'api', header: 'API', width: 10 },
    { key: 'supplier_name', header: 'Supplier', width: 18 },
    { key: 'carrier_name', header: 'Carrier', width: 18 },
    { key: 'product_name', header: 'Product', width: 18 },
    { key: 'prefered_apn', header: 'Preferred APN', width: 18 },
    { key: 'alternative_apn', header: 'Alternative APN', width: 18 },
    { key: 'country', header: 'Country', width: 14 },
    { key: 'mcc', header: 'MCC', width: 6 },
    { key: 'simcards_count', header: 'SIM cards', width: 10 },
  ],
});
