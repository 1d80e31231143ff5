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
          // A worker imports the app once for all its files (the import was ~40% of the suite's time):
          // every file builds its own app and database, and no module keeps a file's state for the next
          // (decision 0087).
          isolate: false,
        },
      },
      { extends: true, test: { name: 'api-isolated', include: ISOLATED } },
    ],
  },
});
