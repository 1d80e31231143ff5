// Page loads printed MaxListenersExceededWarning (issue 28, 125 a day): a console page (an unknown
// non-API path, answered with index.html) collected 11 'close' listeners on its response. Many pages,
// assets and API calls, concurrently as a browser makes them: not one warning, and the page is served.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
const dist = mkdtempSync(join(tmpdir(), 'console-dist-'));
beforeAll(async () => {
  writeFileSync(join(dist, 'index.html'), '<html>console page</html>');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app.js'), 'export {}');
  t = await createTestApp({ WEB_DIST: dist });
}, 300_000);
afterAll(() => t.close());

it('serves pages, assets and API calls without a MaxListenersExceededWarning', async () => {
  const { token } = await createUser(t, 'admin');
  const warnings: Error[] = [];
  const onWarning = (warning: Error) => warnings.push(warning);
  process.on('warning', onWarning);
  try {
    const urls = [
      '/',
      '/customers/3/show',
      '/invoices?page=2',
      '/assets/app.js',
      '/assets/missing.js',
      '/api/v1/account',
      '/api/v1/customers/?page=1',
      '/api/v1/nothing',
    ];
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        t
          .as(token)({ method: 'GET', url: urls[i % urls.length] })
          .then((res) => [urls[i % urls.length], res] as const),
      ),
    );
    for (const [url, res] of answers) {
      if (url.startsWith('/api/v1/nothing')) expect(res.statusCode).toBe(404);
      else expect(res.statusCode, url).toBe(200);
      if (!url.startsWith('/api/') && !url.endsWith('app.js')) expect(res.body, url).toContain('console page');
    }
    // A console page is revalidated, so a rebuilt console's new asset names are picked up.
    expect(answers.find(([url]) => url === '/customers/3/show')?.[1].headers['cache-control']).toBe('no-cache');
    // Warnings are emitted on the next tick.
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning').map((w) => w.message)).toEqual([]);
  } finally {
    process.off('warning', onWarning);
  }
}, 120_000);
