// A site's satellite terminals (spec 1 §2.6; issue 25): the site summary's satellite-terminal card,
// its state read from the terminal state helper (spec 3 §7), and the StarLinks tab whose row opens
// the terminal; staff without can_view_starlinks see neither.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { Api, createStaffUser, setFirstPassword, type StaffUser } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { apiAnswer, list } from '../support/inventory.ts';
import { expectDashboard, signIn, waitForPath } from '../support/journeys.ts';

const e2e = inject('e2e');
const PASSWORD = 'Site-Starlinks-42!';

interface Terminal {
  id: number;
  terminal_id: string;
  kit_serial_number: string;
  site_id: number | null;
  state: string;
}

describe.skipIf(!e2e)('Site: its satellite terminals', () => {
  const browser = useBrowser();
  let admin: Api;
  let terminal: Terminal;
  let plain: StaffUser;

  beforeAll(async () => {
    admin = await Api.signIn(e2e!.baseURL, e2e!.adminEmail, e2e!.adminPassword);
    const placed = (await list<Terminal>(admin, 'starlink_terminals', { page_size: 100 })).filter((t) => t.site_id !== null);
    expect(placed.length, 'a demo terminal placed at a site').toBeGreaterThan(0);
    terminal = placed[0];
    plain = await createStaffUser(admin, 'nostarlinks');
    await setFirstPassword(admin, plain, PASSWORD);
  });

  it('shows the terminal card with the helper state, and the StarLinks tab opens the terminal', async () => {
    const { page } = browser.current;
    await signIn(page, e2e!.adminEmail, e2e!.adminPassword);
    await expectDashboard(page);
    const state = apiAnswer(page, 'GET', /\/api\/v1\/starlink\/terminal_state$/);
    await page.goto(`/sites/${terminal.site_id}/show`);
    const main = page.locator('#main-content');
    const card = main.getByTestId('site-terminal-card');
    await card.waitFor({ state: 'visible' });
    const answer = await state;
    expect(answer.status()).toBe(200);
    const params = new URL(answer.url()).searchParams;
    expect(params.get('source')).toBe('starlink');
    const ids = (await list<Terminal>(admin, 'starlink_terminals', { site_id: terminal.site_id!, page_size: 5 })).map((t) => t.terminal_id);
    expect(ids).toContain(params.get('terminal_id'));
    expect(Object.keys(await answer.json())).toEqual(['state']);
    await card.getByRole('link', { name: terminal.kit_serial_number }).waitFor({ state: 'visible' });
    for (const label of ['State', 'Kit serial', 'Service line', 'Last seen', 'Alerts']) await card.getByText(label, { exact: true }).first().waitFor();

    await main.getByRole('tab', { name: 'StarLinks' }).click();
    await waitForPath(page, `/sites/${terminal.site_id}/show/starlink_terminals`);
    const row = main.getByRole('row').filter({ hasText: terminal.kit_serial_number });
    await row.first().click();
    await waitForPath(page, `/starlink_terminals/${terminal.id}/show`);
  });

  it('hides the card and the tab from staff without can_view_starlinks', async () => {
    const { page } = browser.current;
    await page.evaluate(() => localStorage.clear());
    await signIn(page, plain.email, PASSWORD);
    await expectDashboard(page);
    await page.goto(`/sites/${terminal.site_id}/show`);
    const main = page.locator('#main-content');
    await main.getByRole('tab', { name: 'Summary' }).waitFor({ state: 'visible' });
    await main.getByRole('tab', { name: 'Logs' }).waitFor({ state: 'visible' });
    expect(await main.getByRole('tab', { name: 'StarLinks' }).count()).toBe(0);
    expect(await main.getByTestId('site-terminal-card').count()).toBe(0);
  });
});
