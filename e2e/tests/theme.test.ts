// The light/dark toggle of the app bar: the colours really change, and the choice is remembered
// across a reload under the localStorage key `theme` (spec 1 §9; contract STORAGE_KEYS.theme).
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/browser.ts';
import { expectDashboard, signIn } from '../support/journeys.ts';

const e2e = inject('e2e');

// web/src/layout/themes.ts: background.default of each palette, and the app bar's colour.
const LIGHT = { body: 'rgb(244, 246, 250)', appBar: 'rgb(23, 58, 99)' };
const DARK = { body: 'rgb(15, 22, 35)', appBar: 'rgb(27, 38, 56)' };

/** What the user sees: the page background and the app bar, as the browser computed them. */
const colours = (page: Page) =>
  page.evaluate(() => {
    const bar = document.querySelector('header.MuiAppBar-root');
    return {
      body: getComputedStyle(document.body).backgroundColor,
      appBar: bar ? getComputedStyle(bar).backgroundColor : null,
    };
  });

const storedTheme = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));

describe.skipIf(!e2e)('theme', () => {
  const browser = useBrowser();

  it('switches to the dark theme and back, and remembers the choice across a reload', async () => {
    const { page } = browser.current;
    await signIn(page, e2e!.adminEmail, e2e!.adminPassword);
    await expectDashboard(page);

    // A fresh browser profile: nothing stored, the light theme.
    expect(await storedTheme(page)).toBeNull();
    await expect.poll(() => colours(page)).toEqual(LIGHT);

    const toggle = page.getByRole('banner').getByRole('button', { name: 'Toggle light/dark mode' });
    await toggle.click();
    await expect.poll(() => colours(page)).toEqual(DARK);
    expect(await storedTheme(page)).toBe('dark');

    await page.reload();
    await expectDashboard(page);
    await expect.poll(() => colours(page)).toEqual(DARK);
    expect(await storedTheme(page)).toBe('dark');

    await toggle.click();
    await expect.poll(() => colours(page)).toEqual(LIGHT);
    expect(await storedTheme(page)).toBe('light');

    await page.reload();
    await expectDashboard(page);
    await expect.poll(() => colours(page)).toEqual(LIGHT);
    expect(await storedTheme(page)).toBe('light');
  });
});
