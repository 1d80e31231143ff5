import fs, { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../support/helpers.ts';

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

it('answers unknown API paths without the static-file plugin or the disk', async () => {
  // A file where the static plugin would find it: an /api/ path must never serve it.
  mkdirSync(join(dist, 'api', 'v1'), { recursive: true });
  writeFileSync(join(dist, 'api', 'v1', 'leak.txt'), 'served from disk');
  const stat = vi.spyOn(fs, 'stat');
  const statSync = vi.spyOn(fs, 'statSync');
  try {
    for (const url of ['/api/v1/leak.txt', '/api/v1/no-such-thing?page=1', '/api/v2/anything/deeper', '/api/']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await t.app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        if (method === 'GET') expect(res.json()).toEqual({ success: false, message: 'Not found.', detail: 'Not found.', code: 'not_found', params: {} });
      }
    }
    expect(stat.mock.calls.map((c) => String(c[0]))).toEqual([]);
    expect(statSync).not.toHaveBeenCalled();
    // The spy does see the static plugin's disk access for a console path.
    expect((await t.app.inject({ method: 'GET', url: '/assets-after-start.js' })).statusCode).toBe(200);
    expect(stat).toHaveBeenCalled();
  } finally {
    stat.mockRestore();
    statSync.mockRestore();
  }
});
