// GET /stats/home: the counter tiles of the home dashboard.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../platform/services.ts';
import { homeStats } from './stats.actions.ts';

export async function statsRoutes(app: FastifyInstance, { db }: Services) {
  app.get('/api/v1/stats/home', { config: { auth: 'staff' }, schema: { tags: ['stats'] } }, async () => homeStats(db));
}
