// Health checks for a load balancer (decisions 0069, 0079): /healthz says the process answers; /readyz says it
// can serve: the database answers, every migration of this build is applied, and the job queue did
// not fail to start (a process without its scheduled jobs is taken out rather than silently kept), and
// the process is not shutting down (draining: taken out before it stops accepting).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { migrationsFolder } from '../db/client.ts';
import { jobsState } from './jobs.ts';
import type { Services } from './services.ts';

const journalSize = (): number => JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')).entries.length;

const health = z.object({ status: z.enum(['ok', 'unavailable']), checks: z.record(z.string(), z.string()).optional() });

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the shutdown (main.ts) before the app closes: /readyz answers 503 so the load balancer takes the process out first (decision 0079). */
    draining: boolean;
  }
}

/** From now on /readyz answers 503 (`draining`), while every other route keeps serving. */
export function startDraining(app: FastifyInstance) {
  app.draining = true;
}

export interface Readiness {
  ready: boolean;
  checks: Record<string, string>;
}

export async function readiness(app: FastifyInstance, services: Services): Promise<Readiness> {
  const checks: Record<string, string> = {};
  try {
    const expected = journalSize();
    const { rows } = await services.database.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    const applied = Number(rows[0]?.n ?? 0);
    checks.database = 'ok';
    checks.migrations = applied >= expected ? 'ok' : `${applied} of ${expected} applied`;
  } catch (err) {
    checks.database = `unavailable: ${err instanceof Error ? err.message : String(err)}`;
  }
  const jobs = jobsState(app);
  checks.jobs = jobs.state === 'failed' ? `failed: ${jobs.error}` : jobs.state;
  if (app.draining) checks.draining = 'stopping';
  const ready = checks.database === 'ok' && checks.migrations === 'ok' && jobs.state !== 'failed' && !app.draining;
  return { ready, checks };
}

export function registerHealth(app: FastifyInstance, services: Services) {
  const config = { auth: 'public' as const };
  const tags = ['health'];
  app.decorate('draining', false);
  app.get('/healthz', { config, schema: { tags, response: { 200: health } } }, async () => ({ status: 'ok' as const }));
  app.get('/readyz', { config, schema: { tags, response: { 200: health, 503: health } } }, async (_req, reply) => {
    const { ready, checks } = await readiness(app, services);
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable', checks });
  });
}
