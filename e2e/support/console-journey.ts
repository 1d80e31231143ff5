// The prelude the daily-use journeys share (lists, daily use): screenshots kept per journey, waiting
// until a page has settled, steps that skip once an earlier one failed, and the admin signed in
// through the console's own form with an API session beside it.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, inject, type TestContext } from 'vitest';
import type { Page } from 'playwright-core';
import { Api } from './api.ts';
import { expectDashboard, signIn } from './journeys.ts';

/** Screenshots of a journey's steps, left in e2e/test-results/<folder>/. */
export function screenshots(folder: string) {
  const dir = fileURLToPath(new URL(`../test-results/${folder}/`, import.meta.url));
  return async (page: Page, name: string) => {
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: `${dir}${name}.png`, timeout: 10_000 });
  };
}

/** Waits until the page has asked and drawn what it needs: no request under way, no progress bar. */
export async function settled(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page.locator('#main-content').waitFor({ state: 'visible' });
  await expect.poll(() => page.locator('.MuiLinearProgress-root, .MuiCircularProgress-root').count(), { timeout: 15_000 }).toBe(0);
}

/**
 * A journey of ordered steps: `step(i, ctx)` skips step i when an earlier one failed, `done(i)`
 * marks the first i steps done (call it last in a step).
 */
export function journeySteps() {
  let stepsDone = 0;
  return {
    step: (index: number, ctx: TestContext) => {
      if (stepsDone < index) ctx.skip('an earlier step of this journey failed');
    },
    done: (count: number) => {
      stepsDone = count;
    },
  };
}

/** Signs the admin in through the login form (home page shown) and answers an API session. */
export async function signInAdmin(page: Page): Promise<Api> {
  const e2e = inject('e2e')!;
  const api = await Api.signIn(e2e.baseURL, e2e.adminEmail, e2e.adminPassword);
  await signIn(page, e2e.adminEmail, e2e.adminPassword);
  await expectDashboard(page);
  return api;
}
