// A signed-out visit to a page of the console (a bookmark, an expired session) lands on the login page.
//
// KNOWN BUG, marked `it.fails` so the suite stays green while it is open; when it is fixed this test
// reports "Expect test to fail": then remove `.fails`.
// Cause: App.tsx wraps <Admin> in react-router 7's <BrowserRouter>, which applies every location change
// inside React.startTransition. Signed out, react-admin's CoreAdminRoutes renders <LogoutOnMount>;
// useLogout navigates to /login and, in the same tick, resets the store and clears the query cache.
// The cache reset re-runs checkAuth (a synchronous update that interrupts the pending transition), so
// LogoutOnMount mounts again and navigates again: thousands of history.pushState('/login') calls
// (2,700 to 3,500 measured) and a frozen tab for 10 to 30 s before the login page shows, with the
// Back button full of /login entries. `<BrowserRouter useTransitions={false}>` in web/src/App.tsx
// ends it (measured: 1 pushState, the login form in about 2 s on a cold page).
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';

const e2e = inject('e2e');

describe.skipIf(!e2e)('signed-out visit', () => {
  const browser = useBrowser();

  it.fails('KNOWN BUG (see the top of this file): / goes to the login page at once, with one history entry', async () => {
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
