// `npm run openapi -w server`: writes the OpenAPI document (decision 0075) to docs/api/openapi.json,
// the committed copy a test compares with the document the server serves. Built from an app on an
// empty in-memory database with the default configuration, so the file depends on the routes only.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';

export const OPENAPI_FILE = fileURLToPath(new URL('../../docs/api/openapi.json', import.meta.url));

/** The document as the committed file holds it: two-space JSON, ending with a newline. */
export const openapiText = (app: FastifyInstance) => `${JSON.stringify(app.swagger(), null, 2)}\n`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const database = await openDatabase({ dataDir: 'memory://' });
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    WEB_DIST: '/nonexistent',
    USAGE_SYNC: 'off',
    BILLING_RUN: 'off',
    DUNNING: 'off',
    DATED_TRANSITIONS: 'off',
    ACCESS_TRAIL_DAYS: '0',
  });
  const app = await buildApp({ config, database });
  try {
    await app.ready();
    writeFileSync(OPENAPI_FILE, openapiText(app));
    console.log(`wrote ${OPENAPI_FILE}`);
  } finally {
    await app.close();
    await database.close();
  }
}
