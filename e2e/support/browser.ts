// Chromium through playwright-core, with a throw-away profile per test file so no session leaks between journeys.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM } from './env.ts';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface Browser {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions in the page: a journey that passes while the console crashes is not a pass. */
  pageErrors: string[];
  close: () => Promise<void>;
}

export async function openBrowser(baseURL: string): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'console-e2e-profile-'));
  // A persistent context is how playwright takes a user-data-dir; it is fresh, so it persists nothing.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    baseURL,
    viewport: { width: 1440, height: 900 },
    locale: 'en-GB',
    timezoneId: 'Europe/Brussels',
  });
  // Generous: a loaded 2-core CI machine, a cold server, and a deliberate delay after a failed login.
  context.setDefaultTimeout(30_000);
  const page = context.pages()[0] ?? (await context.newPage());
  const pageErrors: string[] = [];
  page.on('pageerror', (err) => pageErrors.push(err.message));
  return {
    context,
    page,
    pageErrors,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
