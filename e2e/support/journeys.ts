// Steps several journeys share.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Signs in through the console's own login form and waits until the form is gone. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/');
  const username = page.locator('input[name="username"]');
  await username.waitFor({ state: 'visible' });
  await username.fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await username.waitFor({ state: 'detached' });
  // The console keeps the session token under this key (contract STORAGE_KEYS.token).
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/\S{20,}/);
}
