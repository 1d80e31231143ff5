// The bodies of ship and deliver, one item and bulk, for services and package lines alike: both go
// through the same delivery steps with the same fields and messages (spec 2 §7), so both route files
// read them here, beside the delivery actions, rather than one route file reading the other.
import { z } from 'zod';
import { date, listId, text } from '../../../platform/fields.ts';

const MAX_BULK = 1000;

export const shipBody = z.object({ date: date(), tracking_code: text(200) }).nullish();
export const deliverBody = z.object({ date: date() }).nullish();
/** Ids as a JSON array, repeated form fields or one comma-separated field. */
const idList = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : typeof v === 'number'
        ? [v]
        : v,
  z.array(listId(), { error: 'Choose the items.' }).min(1, 'Choose the items.').max(MAX_BULK, `At most ${MAX_BULK} at once.`),
);
export const bulkShipBody = z.object({ ids: idList, date: date(), tracking_code: text(200) });
export const bulkDeliverBody = z.object({ ids: idList, date: date() });
