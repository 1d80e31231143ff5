// Fields an action owns (docs/decisions/0064): the generic create and edit of a service or package
// line cannot write them; only the action that checks the state machine, the stock and the customer
// may. An edit form that sends a field back unchanged is fine (the value is dropped); a change is a
// 400 whose message names the action to use.
import { badRequest } from '../../../platform/errors.ts';
import type { OwnedField, OwnedFields } from '@console/contract';
import type { Row } from '../../../platform/registry.ts';

// The tables of owned fields and their type live in the contract (action-owned.ts), read by the console too.
export type { OwnedField, OwnedFields } from '@console/contract';

export const ownedMessage = (f: OwnedField) => `${f.label} is set by the ${f.action} action, not by an edit.`;
export const ownedSummary = (fields: string[], owned: OwnedFields) =>
  fields.length === 1
    ? ownedMessage(owned[fields[0]])
    : `These fields are set by their actions, not by an edit: ${fields.map((k) => `${k} (${owned[k].action})`).join(', ')}.`;

const norm = (v: unknown) => (v === undefined || v === null || v === '' ? null : v instanceof Date ? v.toISOString() : String(v));

/**
 * Refuses a create or an edit that writes a field an action owns; answers the values to write,
 * without the owned fields sent back unchanged.
 */
export function refuseActionOwned(before: Row | null, input: Row, owned: OwnedFields): Row {
  const data = { ...input };
  const refused: string[] = [];
  for (const [key, field] of Object.entries(owned)) {
    if (data[key] === undefined) continue;
    if (before === null) {
      if (field.onCreate && norm(data[key]) !== null) refused.push(key);
      continue;
    }
    if (norm(data[key]) === norm(before[key])) {
      delete data[key];
      continue;
    }
    if (field.freeWhile?.includes(String(before.status))) continue;
    refused.push(key);
  }
  if (refused.length) throw badRequest(ownedSummary(refused, owned), Object.fromEntries(refused.map((k) => [k, ownedMessage(owned[k])])));
  return data;
}
