// GET /search/live?q=: the top-bar search (spec 1 §2.1, §7.2), from the 2nd character on.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GLOBAL_SEARCH_MIN_CHARS } from '@console/contract';
import type { Services } from '../../../platform/services.ts';
import { liveSearch } from './search.actions.ts';

export const SEARCH_TOO_SHORT = `Type at least ${GLOBAL_SEARCH_MIN_CHARS} characters to search.`;

const query = z.object({
  q: z.string({ error: SEARCH_TOO_SHORT }).trim().min(GLOBAL_SEARCH_MIN_CHARS, SEARCH_TOO_SHORT).max(200, 'At most 200 characters.'),
});

export async function searchRoutes(app: FastifyInstance, { db }: Services) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/v1/search/live', { config: { auth: 'staff' }, schema: { tags: ['search'], querystring: query } }, async (req) => ({
      results: await liveSearch(db, req.actor, req.query.q),
    }));
}
