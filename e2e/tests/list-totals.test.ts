// Totals of large lists (decision 0012): above the exact limit the server estimates the total and the
// console says so ("1-25 of about 200"); a narrower filter brings back an exact total. The e2e server
// runs with LIST_EXACT_TOTAL_LIMIT=150 so the demo's ~200 SIM cards are a "large" list.
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { adminApi, apiAnswer, list, type ListAnswer, type Simcard } from '../support/inventory.ts';
import { expectDashboard, signIn } from '../support/journeys.ts';

const e2e = inject('e2e');

describe.skipIf(!e2e)('large lists', () => {
  const browser = useBrowser();

  it('shows an estimated total as "about N", and an exact one once filtered', async () => {
    const { page } = browser.current;
    const api = await adminApi(e2e!);
    const all = await api.get<ListAnswer<Simcard> & { count_estimated: boolean }>('simcards/?page_size=1');
    expect(all.count_estimated, 'the demo SIM cards are above the e2e exact limit').toBe(true);
    const [sim] = await list<Simcard>(api, 'simcards', { page_size: 1 });

    await signIn(page, e2e!.adminEmail, e2e!.adminPassword);
    await expectDashboard(page);
    const asked = apiAnswer(page, 'GET', /^\/api\/v1\/simcards\/$/);
    await page.goto('/simcards');
    const answer = await (await asked).json();
    expect(answer.count_estimated).toBe(true);
    const range = page.locator('#main-content .MuiTablePagination-displayedRows');
    await range.filter({ hasText: /^1-\d+ of about [\d,]+$/ }).waitFor({ state: 'visible' });

    const narrowed = apiAnswer(page, 'GET', /^\/api\/v1\/simcards\/$/);
    await page.goto(`/simcards?filter=${encodeURIComponent(JSON.stringify({ q: sim.iccid }))}`);
    const exact = await (await narrowed).json();
    expect(exact).toMatchObject({ count: 1, count_estimated: false });
    await range.filter({ hasText: /^1-1 of 1$/ }).waitFor({ state: 'visible' });
  });
});
