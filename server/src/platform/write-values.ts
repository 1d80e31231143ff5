// What a write will leave in a field, read by the hooks that check only what a create or an update
// changes (a partial update sends only some fields; the others keep their stored value).
import type { Row } from './resource-types.ts';

/** A write's value of a field: the new one when sent, the stored one otherwise. */
export const valueAfter = (before: Row | null, data: Row, key: string) => (data[key] !== undefined ? data[key] : before?.[key]);
export const changed = (before: Row | null, data: Row, key: string) =>
  data[key] !== undefined && (before === null || (data[key] ?? null) !== (before[key] ?? null));
