// Issue 28 (phone): the usage report scrolled sideways at 390 px. On a phone the report's header,
// filters, totals, chart, table and pagination fit the screen: the document is no wider than the
// viewport, for the mobile report and the satellite one.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/browser.ts';
import { expectDashboard, signIn, waitForPath } from '../support/journeys.ts';

const e2e = inject('e2e');

/** The elements that reach past the right edge of the viewport (to name what overflows when it does). */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('#main-content *')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      .slice(0, 8)
      .map(
        (el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ').slice(0, 2).join('.')} right=${Math.round(el.getBoundingClientRect().right)}`,
      );
  });

describe.skipIf(!e2e)('usage report on a phone', () => {
  const browser = useBrowser();
  let signedIn = false;

  for (const path of ['/usages/reports', '/starlink_usages/reports']) {
    it(`${path} fits 390 px without scrolling sideways`, async () => {
      const { page } = browser.current;
      if (!signedIn) {
        await signIn(page, e2e!.adminEmail, e2e!.adminPassword);
        await expectDashboard(page);
        signedIn = true;
      }
      await page.setViewportSize({ width: 390, height: 844 });
      try {
        const answered = page.waitForResponse((res) => new URL(res.url()).pathname.startsWith(`/api/v1${path}`) && res.request().method() === 'GET');
        await page.goto(path);
        await waitForPath(page, path);
        expect((await answered).status()).toBe(200);
        await page.getByTestId('report-table').waitFor({ state: 'visible' });
        await page.getByTestId('report-total-usage').waitFor({ state: 'visible' });
        await page.screenshot({ path: `test-results/usage-report-phone${path.replaceAll('/', '-')}.png`, fullPage: true });
        const sizes = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
        expect(sizes.scroll, `wider than the screen: ${(await overflowing(page)).join('; ')}`).toBeLessThanOrEqual(sizes.client);
      } finally {
        await page.setViewportSize({ width: 1440, height: 900 });
      }
    });
  }
});
