// The API's own contract (issue 27, decision 0075): the OpenAPI document served at /api/docs/json is
// what an integrator (or a client generator) learns the API from, so it must validate with the standard
// parser, describe every operation (parameters, answers, security), and be the committed
// docs/api/openapi.json, so a route changed without regenerating the document fails here.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE, pageSizeFor } from '@console/contract';
import { OPENAPI_FILE, openapiText } from '../../src/openapi-write.ts';
import { describedActions } from '../../src/platform/openapi.ts';
import { checkAnswers, createTestApp, type TestApp } from '../support/helpers.ts';
import { openapiMismatch } from '../support/openapi-check.ts';

let t: TestApp;
let doc: Record<string, any>;
let served: string;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  served = openapiText(t.app);
}, 300_000);
afterAll(() => t?.close());

/** Every schema error swagger-parser finds (it reports them all, not the first), as readable lines. */
async function parserErrors(document: object): Promise<string[]> {
  try {
    // The parser dereferences in place: it gets its own copy.
    await SwaggerParser.validate(structuredClone(document) as never);
    return [];
  } catch (err) {
    const details = (err as { details?: { instancePath?: string; message?: string }[] }).details;
    if (!details) return [(err as Error).message];
    return details.map((d) => `${d.instancePath}: ${d.message}`);
  }
}

const operations = () =>
  Object.entries<Record<string, any>>(doc.paths).flatMap(([path, methods]) => Object.entries<any>(methods).map(([method, op]) => ({ path, method, op })));
const paramNames = (op: any) => (op.parameters ?? []).map((p: any) => `${p.in}:${p.name}`);

describe('the OpenAPI document', () => {
  it('validates with swagger-parser', async () => {
    const errors = await parserErrors(doc);
    expect(errors.slice(0, 20), `${errors.length} errors`).toEqual([]);
  });

  it('passes redocly lint with no errors, and only the warnings decision 0075 keeps', async () => {
    // The CLI itself (it bundles its linter), on the committed file with the project's rules.
    const cli = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
    const rules = fileURLToPath(new URL('../../../docs/api/redocly.yaml', import.meta.url));
    const run = await promisify(execFile)(process.execPath, [cli, 'lint', OPENAPI_FILE, '--config', rules, '--format=json', '--max-problems', '100000'], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
    const problems: { ruleId: string; severity: string; message: string }[] = JSON.parse(run.stdout).problems;
    expect(problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    // The spec's paths put /export.xls beside /{id} (no-ambiguous-paths); the API is private (info-license);
    // /freshdesk answers only its 302 redirect (operation-2xx-response, decision 0081).
    expect([...new Set(problems.map((p) => p.ruleId))].sort()).toEqual(['info-license', 'no-ambiguous-paths', 'operation-2xx-response']);
    expect(problems.filter((p) => p.ruleId === 'operation-2xx-response')).toHaveLength(1);
  }, 120_000);

  it('is the committed docs/api/openapi.json (run `npm run openapi -w server` after changing a route)', () => {
    const committed = readFileSync(OPENAPI_FILE, 'utf8');
    expect(served === committed, 'docs/api/openapi.json differs from the served document: run `npm run openapi -w server`').toBe(true);
  });

  it('gives every operation a unique operationId, a tag, its security and its refusals', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(400);
    const ids = ops.map(({ op }) => op.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, op } of ops) {
      const where = `${method} ${path}`;
      expect(op.tags?.length, where).toBeGreaterThan(0);
      expect(Array.isArray(op.security), where).toBe(true);
      expect(op.responses['400'], where).toBeDefined();
      expect(
        // A success, or the redirect of /freshdesk (decision 0081).
        Object.keys(op.responses).some((s) => /^(2\d\d|302)$/.test(s)),
        where,
      ).toBe(true);
      if (op.security.length) expect(Object.keys(op.responses), where).toEqual(expect.arrayContaining(['401', '403']));
      if (path.includes('{')) expect(op.responses['404'], where).toBeDefined();
    }
  });

  it('leaves public routes without security and guards the rest with the bearer token', () => {
    expect(doc.paths['/api/v1/account/login/']?.post?.security ?? doc.paths['/api/v1/account/login']?.post?.security).toEqual([]);
    expect(doc.paths['/api/v1/customers/'].get.security).toEqual([{ bearer: [] }]);
  });

  it("documents a list's real query parameters from the resource declaration", () => {
    const list = doc.paths['/api/v1/customers/'].get;
    const names = paramNames(list);
    expect(names).toEqual(expect.arrayContaining(['query:page', 'query:page_size', 'query:sort', 'query:order', 'query:q', 'query:archived']));
    expect(names).not.toContain('query:type');
    expect(names).not.toContain('query:additionalProperties');
    const pageSize = list.parameters.find((p: any) => p.name === 'page_size').schema;
    expect(pageSize).toMatchObject({ maximum: MAX_PAGE_SIZE, default: pageSizeFor('customers') });
    expect(list.parameters.find((p: any) => p.name === 'sort').schema.enum).toContain('id');
    // A ranged filter has its bounds; the export takes the same filters.
    const ranged = operations().find(({ path, op }) => path.endsWith('/') && paramNames(op).some((n: string) => n.endsWith('_gte')));
    expect(ranged).toBeDefined();
    expect(paramNames(doc.paths['/api/v1/customers/export.xls'].get)).toContain('query:archived');
  });

  it('documents ids as integers of PostgreSQL, and the answers of the generic routes', () => {
    const show = doc.paths['/api/v1/customers/{id}'].get;
    expect(show.parameters.find((p: any) => p.name === 'id').schema).toEqual({ type: 'integer', minimum: 1, maximum: 2_147_483_647 });
    expect(show.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/customers_record' });
    const list = doc.paths['/api/v1/customers/'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(list.properties)).toEqual(['results', 'count', 'count_estimated']);
    expect(doc.paths['/api/v1/customers/'].post.responses['201']).toBeDefined();
    expect(doc.paths['/api/v1/customers/'].delete.responses['200'].content['application/json'].schema.items).toEqual({
      $ref: '#/components/schemas/ItemResult',
    });
    expect(doc.components.schemas.Error.properties).toMatchObject({ code: { type: 'string' }, params: { type: 'object' } });
    expect(doc.paths['/api/v1/customers/export.xls'].get.responses['200'].content).toHaveProperty([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
  });

  it('describes the answers of the custom actions the console reads (decision 0081), each naming a real route', () => {
    for (const route of describedActions()) {
      const [method, url] = route.split(' ');
      const path = url.replace(/:([A-Za-z_]+)/g, '{$1}');
      const schema = doc.paths[path]?.[method.toLowerCase()]?.responses['200']?.content['application/json']?.schema;
      expect(schema, route).toBeDefined();
      expect(Object.keys(schema), route).not.toEqual([]);
    }
    expect(doc.paths['/api/v1/services/{id}/deliver'].post.responses['200'].content['application/json'].schema.allOf[0]).toEqual({
      $ref: '#/components/schemas/services_record',
    });
  });

  it('checks every app.inject answer of a test app, failing the request on an undocumented status or a body off its schema', async () => {
    const answers: Record<number, unknown> = { 418: {}, 401: { success: 'no', message: 'x' }, 200: { results: [], count: 0 } };
    const fake = {
      inject: async (opts: { url: string }) => {
        const statusCode = Number(new URL(opts.url, 'http://x').searchParams.get('s'));
        return { statusCode, headers: { 'content-type': 'application/json' }, json: () => answers[statusCode] } as never;
      },
    };
    const log = process.env.OPENAPI_CHECK_LOG;
    delete process.env.OPENAPI_CHECK_LOG;
    try {
      checkAnswers(fake as never, true);
      const inject = fake.inject as unknown as (opts: object) => Promise<{ statusCode: number }>;
      await expect(inject({ method: 'GET', url: '/api/v1/customers/?s=418' })).rejects.toThrow(/status not documented/);
      await expect(inject({ method: 'GET', url: '/api/v1/customers/?s=401' })).rejects.toThrow(/success/);
      expect((await inject({ method: 'GET', url: '/api/v1/customers/?s=200' })).statusCode).toBe(200);
    } finally {
      if (log !== undefined) process.env.OPENAPI_CHECK_LOG = log;
    }
  });

  it('gives the API tests an answer check (OPENAPI_CHECK) that catches an undocumented status and a body off its schema', async () => {
    const request = { method: 'GET' as const, url: '/api/v1/customers/?page=1' };
    const refused = await t.as(null)(request);
    expect(refused.statusCode).toBe(401);
    expect(openapiMismatch(request, refused)).toBeUndefined();
    const answer = (statusCode: number, body: unknown) => ({ statusCode, headers: { 'content-type': 'application/json' }, json: () => body }) as never;
    expect(openapiMismatch(request, answer(418, {}))).toMatch(/status not documented/);
    expect(openapiMismatch(request, answer(401, { success: 'no', message: 'x' }))).toMatch(/success/);
    expect(openapiMismatch(request, answer(200, { results: [], count: 0, count_estimated: false }))).toBeUndefined();
  });
});
