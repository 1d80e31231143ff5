// GET /list_fields (beyond the spec, issue 14): what each list can sort and filter on, read from the
// resource declarations, so the console makes sortable exactly the columns the server can sort and
// nothing has to be kept in step by hand.
import type { FastifyInstance } from 'fastify';
import { allResources } from '../../../platform/registry.ts';

export interface ListFields {
  sortable: string[];
  filters: string[];
}

export function listFields(): Record<string, ListFields> {
  const out: Record<string, ListFields> = {};
  for (const def of allResources()) out[def.name] = { sortable: ['id', ...def.sortable], filters: Object.keys(def.filters) };
  return out;
}

export async function listFieldsRoutes(app: FastifyInstance) {
  // Computed once: declarations do not change while the server runs.
  const answer = { resources: listFields() };
  app.get('/api/v1/list_fields', { config: { auth: 'authenticated' }, schema: { tags: ['lists'] } }, async () => answer);
}
