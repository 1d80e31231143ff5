// Chromium through playwright-core, with a throw-away profile per test file so no session leaks between journeys.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { CHROMIUM } from './env.ts';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Browser {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions in the page: a journey that passes while the console crashes is not a pass. */
  pageErrors: string[];
  /** Console errors and failed API answers, printed when a journey fails to tell what the page saw. */
  consoleErrors: string[];
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
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(`console: ${msg.text()}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400 && res.url().includes('/api/')) consoleErrors.push(`${res.request().method()} ${res.url()} -> ${res.status()}`);
  });
  return {
    context,
    page,
    pageErrors,
    consoleErrors,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

const RESULTS = fileURLToPath(new URL('../test-results/', import.meta.url));
const fileSafe = (text: string) =>
  text
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);

/**
 * One browser for the journeys of the calling file (opened before the first, closed after the last).
 * A failed journey leaves a full-page screenshot in e2e/test-results/ and prints the page's address,
 * its console errors and its refused API calls; a journey during which the page threw fails.
 * Call it inside the describe that is skipped without chromium: `browser.current` is set once opened.
 */
export function useBrowser(): { current: Browser } {
  const holder = {} as { current: Browser };
  beforeAll(async () => {
    holder.current = await openBrowser(inject('e2e')!.baseURL);
  });
  afterAll(() => holder.current?.close());
  beforeEach(({ task, onTestFailed }) => {
    if (!holder.current) return;
    holder.current.pageErrors.length = 0;
    holder.current.consoleErrors.length = 0;
    // A known bug's test (it.fails) is meant to fail: nothing to report.
    if (task.fails) return;
    onTestFailed(async () => {
      const { page, consoleErrors, pageErrors } = holder.current;
      mkdirSync(RESULTS, { recursive: true });
      const file = join(RESULTS, `${fileSafe(basename(task.file.name, '.ts'))}--${fileSafe(task.name)}.png`);
      try {
        await page.screenshot({ path: file, fullPage: true, timeout: 10_000 });
        console.error(`e2e: screenshot of the failed journey: ${file}`);
      } catch (err) {
        console.error(`e2e: no screenshot (${(err as Error).message})`);
      }
      console.error(`e2e: the page was at ${page.url()}`);
      for (const line of [...pageErrors.map((e) => `page error: ${e}`), ...consoleErrors]) console.error(`e2e:   ${line}`);
    });
  });
  afterEach(() => {
    if (holder.current) expect(holder.current.pageErrors, 'uncaught exceptions in the console during the journey').toEqual([]);
  });
  return holder;
}
