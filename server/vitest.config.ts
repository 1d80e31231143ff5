import { defineConfig } from 'vitest/config';

// Files that need a module graph of their own: one that replaces a module with vi.mock; the OpenAPI
// document's test, which compares the document built by its app with the committed file (once, in a
// full run on the embedded database, a shared graph served a different document: not reproduced).
const ISOLATED = ['test/core/account.test.ts', 'test/platform/openapi.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file opens its own database; two workers keep a 2-core machine responsive.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['test/**/*.test.ts'],
          exclude: ISOLATED,
          // Each file in a module graph of its own (decision 0087, withdrawn): sharing one graph per
          // worker halved the run's time but two full runs in five failed in a file that passes alone
          // (the OpenAPI document, an invoice PDF's text layer), an order dependence not yet found.
          isolate: true,
        },
      },
      { extends: true, test: { name: 'api-isolated', include: ISOLATED } },
    ],
  },
});
