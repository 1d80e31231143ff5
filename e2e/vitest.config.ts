import { defineConfig } from 'vitest/config';
import { requireExecutedTests } from './support/reporter.ts';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // One server and one browser at a time: the CI machine has two cores, and journeys share the demo data.
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 90_000,
    // Building the console and starting the server on a cold 2-core machine takes minutes, not seconds.
    hookTimeout: 120_000,
    reporters: ['default', requireExecutedTests],
  },
});
