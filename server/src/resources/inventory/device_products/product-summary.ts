// The product a device or product item shows nested in its record (spec 2 §3), kept on the record.
import { deviceProducts } from '../../../db/schema/index.ts';
import { lookupOf } from '../../../platform/maintained.ts';

const FIELDS = ['reference', 'name', 'brand', 'family', 'sub_family', 'category', 'managed', 'virtual', 'accessory', 'description'];

export const productSummaryOf = (fk: string, withId: boolean) => {
  const fields = withId ? ['id', ...FIELDS] : FIELDS;
  return lookupOf(deviceProducts, fk, (p) => `jsonb_build_object(${fields.map((f) => `'${f}', ${p}."${f}"`).join(', ')})`, FIELDS);
};
