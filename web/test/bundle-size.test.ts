// First load (issue 14): the console shipped as one 2 MB script (587 kB gzipped). Built for real here,
// the sign-in page and the home page each download under the first-load budget (scripts/bundle-size.ts: 310 kB gzipped), and the console is
// split per area (every resource's screens, the dashboards and French/Dutch in chunks of their own).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_BUDGET_KB, firstLoadSizes, readManifest } from '../scripts/bundle-size.ts';

describe('the console build', () => {
  it('keeps the sign-in and home pages under the first-load budget', () => {
    execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      stdio: 'pipe',
      // Vitest sets NODE_ENV=test, which would build React's development code.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    const sizes = firstLoadSizes();
    expect(sizes.signInKb).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);
    expect(sizes.homeKb).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);

    const manifest = readManifest();
    const lazy = (source: string) => Object.values(manifest).some((chunk) => chunk.src?.endsWith(source) && !chunk.isEntry);
    for (const screen of [
      'resources/devices/DeviceShow.tsx',
      'resources/customers/CustomerList.tsx',
      'dashboards/CommercialDashboards.tsx',
      'i18n/fr.ts',
      'i18n/nl.ts',
    ]) {
      expect(lazy(screen), screen).toBe(true);
    }
  }, 180_000);
});
