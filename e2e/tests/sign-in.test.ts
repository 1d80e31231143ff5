// First journey: an admin signs in through the login page and lands on the dashboard.
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { signIn } from '../support/journeys.ts';

const e2e = inject('e2e');

describe.skipIf(!e2e)('sign in', () => {
  const browser = useBrowser();

  it('refuses a wrong password and stays on the login page', async () => {
    const { page } = browser.current;
    await page.goto('/login');
    await page.locator('input[name="username"]').fill(e2e!.adminEmail);
    await page.locator('input[name="password"]').fill('not-the-password');
    const answer = page.waitForResponse((res) => res.url().includes('/api/v1/') && res.request().method() === 'POST');
    await page.locator('button[type="submit"]').click();
    // The spec answers a refused login either with an error status or with 200 {success: false}.
    const res = await answer;
    expect(res.status() >= 400 || (await res.json()).success === false).toBe(true);
    await expect.poll(() => page.locator('input[name="username"]').isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('signs the admin in and lands on the dashboard', async () => {
    const { page, pageErrors } = browser.current;
    await signIn(page, e2e!.adminEmail, e2e!.adminPassword);
    // The dashboard is the console's home: the root route, inside the layout.
    await expect.poll(() => new URL(page.url()).hash.replace(/^#/, '') || new URL(page.url()).pathname).toMatch(/^\/?$/);
    await expect.poll(() => page.locator('h1').first().textContent()).toMatch(/Admin/);
    // Its counters come from the server (GET /stats/home): the tile shows the figure the API gives.
    const tile = page.locator('[data-tile="customers"] p').last();
    await expect.poll(() => tile.textContent(), { timeout: 15_000 }).toMatch(/^\d[\d,.\s\u202f]*$/);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const stats = await page.request.get('/api/v1/stats/home', { headers: { authorization: `Bearer ${token}` } });
    expect(stats.status()).toBe(200);
    const { customers } = (await stats.json()) as { customers: number };
    expect(customers).toBeGreaterThan(0); // the demo data is loaded
    expect(Number((await tile.textContent())!.replace(/\D/g, ''))).toBe(customers);
    expect(await page.locator('input[name="password"]').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
