// A user's full name as other records show it (account manager, assignee...), kept on those records.
import { users } from '../../../db/schema/index.ts';
import { lookupOf } from '../../../platform/maintained.ts';

export const userNameOf = (fk: string) =>
  lookupOf(users, fk, (u) => `nullif(trim(coalesce(${u}.firstname, '') || ' ' || coalesce(${u}.lastname, '')), '')`, ['firstname', 'lastname']);
