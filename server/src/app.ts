// buildApp(): the composition root. Plugins, the auth guard, the registry's generic routes, action routes.
import { existsSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { z } from 'zod';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { retryingTransactions } from './db/retry.ts';
import { createIntegrations, type Integrations } from './integrations/index.ts';
import { registerGuard } from './platform/auth/guard.ts';
import { setExactTotalLimit } from './platform/list-total.ts';
import { refuseHiddenFilters, registerCrudRoutes } from './platform/crud-routes.ts';
import { frameworkErrors, registerErrorHandler } from './platform/errors.ts';
import { trackInFlight } from './platform/in-flight.ts';
import { registerHealth } from './platform/health.ts';
import { openapiComponents, openapiTransform, openapiTransformObject } from './platform/openapi.ts';
import { AccessLog } from './platform/access-log.ts';
import { createMailer, JOB_MAIL, type Mailer } from './platform/mail.ts';
import { jobQueue } from './platform/jobs.ts';
import { installMaintained, maintainedFields } from './platform/maintained.ts';
import { installStockAlert } from './resources/inventory/device_products/stock-alert.ts';
import { allResources } from './platform/registry.ts';
import type { Services } from './platform/services.ts';
import { databaseRateLimitStore } from './platform/rate-limit-store.ts';
import { routePlugins } from './resources/index.ts';

/** How long closing waits for the requests in flight. */
export const SHUTDOWN_GRACE_MS = 20_000;

export interface BuildOptions {
  config: Config;
  database: Database;
  integrations?: Integrations;
  mail?: Mailer;
  logger?: boolean;
  /** Where log lines go (stdout when unset); tests read the access log from it. */
  logStream?: { write: (line: string) => void };
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  // Counters and names kept on write: triggers in line with the declarations before any request.
  await installMaintained(database, maintainedFields(allResources()));
  await installStockAlert(database, config.STOCK_TEAM_EMAIL);
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'body.password'], ...(opts.logStream ? { stream: opts.logStream } : {}) },
    // One access-log line per request instead of Fastify's two (platform/access-log.ts).
    logController: new AccessLog(),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    trustProxy: config.TRUST_PROXY,
    frameworkErrors,
    // On close (SIGTERM, SIGINT): no new connection, idle kept-alive ones closed, a new request on a
    // busy one answered 503; the requests in flight finish (see the drain below). Fastify's defaults, stated.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  const inFlight = trackInFlight(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(formbody);
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: 10 * 1024 * 1024, files: 5, fields: 200 } });
  // Counted in the database: every process behind a load balancer shares one count per address (decision 0086).
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(database) });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Back-office console API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } }, schemas: openapiComponents() },
    },
    // The document only (decision 0075): answers are described here, never compiled into serializers.
    transform: openapiTransform as never,
    transformObject: openapiTransformObject as never,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // Every route's transactions: a deadlock or serialization failure is retried, not answered with a 500.
  const db = retryingTransactions(database.db);
  const services: Services = {
    config,
    database,
    db,
    mail: opts.mail ?? createMailer(config, database.db, app.log),
    integrations: opts.integrations ?? createIntegrations(config, database),
  };
  app.decorate('services', services);
  registerGuard(app, database.db);
  refuseHiddenFilters(app);
  setExactTotalLimit(config.LIST_EXACT_TOTAL_LIMIT);

  for (const def of allResources()) registerCrudRoutes(app, db, def);
  for (const plugin of routePlugins) await plugin(app, services);
  registerHealth(app, services);

  if (existsSync(config.WEB_DIST)) {
    // Unknown non-API paths get index.html from the not-found handler of platform/errors.ts.
    // A wildcard route reads the folder at request time, so a rebuilt console is served without a restart.
    await app.register(fastifyStatic, { root: config.WEB_DIST, wildcard: true });
    // That wildcard would also take every GET of an unknown /api/... path and look for it on disk
    // before giving up: those go straight to the JSON 404 instead (a static route beats a wildcard,
    // and a more specific wildcard beats `/*`).
    for (const url of ['/api', '/api/*']) {
      app.get(
        url,
        { config: { auth: 'public' }, schema: { hide: true, ...(url.endsWith('*') ? { params: z.object({ '*': z.string() }) } : {}) } },
        (_request, reply) => reply.callNotFound(),
      );
    }
  }
  // Post-commit: a write request has answered, so its transaction is over; a pg-boss job delivers what
  // it queued (decision 0071), here or in another process; without a job queue this process does.
  const mailJobs = jobQueue(app, services, { [JOB_MAIL]: () => services.mail.flush() }, { [JOB_MAIL]: 'stately' });
  app.addHook('onResponse', (req, _reply, done) => {
    if (req.method !== 'GET' && services.mail.takeQueued())
      void mailJobs
        .send(JOB_MAIL, {}, { singletonKey: JOB_MAIL })
        .then((sent) => (sent ? undefined : services.mail.flush()))
        .catch(() => services.mail.flush());
    done();
  });
  app.addHook('onClose', async () => services.mail.stop());
  // onClose hooks run last-registered first, after the HTTP server has closed: this one waits for the
  // requests whose client hung up (their handlers still run) before the job queue and mail stop, and
  // before main.ts closes the database.
  app.addHook('onClose', async () => {
    const left = await inFlight.drain(SHUTDOWN_GRACE_MS);
    if (left > 0) app.log.warn({ requests: left }, 'closing with requests still running');
  });
  return app;
}
