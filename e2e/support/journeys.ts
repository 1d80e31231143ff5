// Steps several journeys share. Elements are found by the English texts of web/src/i18n, by input
// names or by roles, never by generated class names.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** The console's path (it uses real paths, not a hash router). */
export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Waits until the console shows `path` (a string or a pattern on the pathname). */
export async function waitForPath(page: Page, path: string | RegExp, timeout = 30_000) {
  await page.waitForURL((url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)), { timeout, waitUntil: 'commit' });
}

/**
 * Opens the login page (/login) and submits the form. Journeys start on the login page itself: the
 * redirect of a signed-out visit to another page is its own journey (signed-out-redirect.test.ts).
 */
export async function submitLogin(page: Page, email: string, password: string) {
  await page.goto('/login');
  const username = page.locator('input[name="username"]');
  await username.waitFor({ state: 'visible' });
  await username.fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through the console's own login form and waits until the form is gone. */
export async function signIn(page: Page, email: string, password: string) {
  await submitLogin(page, email, password);
  await page.locator('input[name="username"]').waitFor({ state: 'detached' });
  // The console keeps the session token under this key (contract STORAGE_KEYS.token).
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/\S{20,}/);
}

/** The home dashboard of a signed-in user: the root path, the welcome title and the counter tiles. */
export async function expectDashboard(page: Page, welcomeName?: string | RegExp) {
  await waitForPath(page, '/');
  const heading = page.locator('h1').first();
  await heading.waitFor({ state: 'visible' });
  if (welcomeName) await expect.poll(() => heading.textContent()).toMatch(typeof welcomeName === 'string' ? `Welcome, ${welcomeName}` : welcomeName);
  await page.locator('[data-tile="customers"]').waitFor({ state: 'visible' });
  expect(await page.locator('input[name="password"]').count()).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/\S{20,}/);
}

/** A react-admin notification (snackbar) with this text. */
export async function expectNotification(page: Page, text: string | RegExp) {
  await page.locator('.MuiSnackbarContent-message', { hasText: text }).first().waitFor({ state: 'visible' });
}
