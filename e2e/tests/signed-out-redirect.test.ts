// A signed-out visit to a page of the console (a bookmark, an expired session) lands on the login page.
//
// Guards against a loop seen with react-router 7's <BrowserRouter>, which applies location changes
// in React.startTransition: react-admin's logout-on-mount re-checked the session before the
// navigation landed and navigated again, thousands of history.pushState('/login') calls and a
// frozen tab. App.tsx turns the transitions off (useTransitions={false}).
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';

const e2e = inject('e2e');

describe.skipIf(!e2e)('signed-out visit', () => {
  const browser = useBrowser();

  it('/ goes to the login page at once, with one history entry', async () => {
    const { page } = browser.current;
    await page.addInitScript(() => {
      const w = window as unknown as { __pushes: string[] };
      w.__pushes = [];
      const push = history.pushState.bind(history);
      history.pushState = (state: unknown, title: string, url?: string | URL | null) => {
        w.__pushes.push(String(url));
        return push(state, title, url);
      };
    });
    const pushes = () => page.evaluate(() => (window as unknown as { __pushes: string[] }).__pushes);
    const username = page.locator('input[name="username"]');
    await page.goto('/');
    // Checked while waiting, so the loop is caught at once instead of after the tab recovers.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const sofar = await pushes();
      expect(sofar.length, `history.pushState calls: ${sofar.slice(0, 3).join(', ')}...`).toBeLessThanOrEqual(2);
      try {
        await username.waitFor({ state: 'visible', timeout: 250 });
        break;
      } catch (err) {
        if (Date.now() > deadline) throw err;
      }
    }
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
