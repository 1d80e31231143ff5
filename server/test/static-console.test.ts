import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const dist = mkdtempSync(join(tmpdir(), 'console-dist-'));
beforeAll(async () => {
  writeFileSync(join(dist, 'index.html'), '<html>console</html>');
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(() => t.close());

it('serves a console rebuilt after the server started, and index.html for its pages', async () => {
  writeFileSync(join(dist, 'assets-after-start.js'), 'export {}');
  const asset = await t.app.inject({ method: 'GET', url: '/assets-after-start.js' });
  expect(asset.statusCode).toBe(200);
  const page = await t.app.inject({ method: 'GET', url: '/customers/3/show' });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('console');
});

it('answers unknown API paths in JSON, not with the console', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ message: 'Not found.' });
});
