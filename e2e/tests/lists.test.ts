// Lists for eight hours a day (issue 14), in Chromium at 1440×900: the devices list fits one line per
// row and at least 20 devices on the screen, every column the server sorts is sortable and sorts, a
// filter lives in the URL and is not brought back when the list is opened afresh, on/off filters say
// yes / no / all, a row opens the drawer with a link to the full page, tab bars scroll, and the
// columns chosen are kept in the URL and in saved views.
// Screenshots are left in e2e/test-results/lists/.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type Api, createStaffUser, setFirstPassword } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { journeySteps, screenshots, settled, signInAdmin } from '../support/console-journey.ts';
import { expectDashboard, signIn, waitForPath } from '../support/journeys.ts';

const e2e = inject('e2e');
const shot = screenshots('lists');

const listQuery = (page: Page) => new URL(page.url()).searchParams;
/** Every column of the devices list, in its order. */
const DEVICE_COLUMNS =
  'serial,name,customer_name,site_name,product_name,online_status,ic_server_name,ic_organization_name,wans,sim_cards_count,reserved,is_new';

describe.skipIf(!e2e)('lists for daily work', () => {
  const browser = useBrowser();
  let api: Api;
  const { step, done } = journeySteps();

  it('fits one line per row and at least 20 devices on a 1440×900 screen', async (ctx) => {
    step(0, ctx);
    const { page } = browser.current;
    api = await signInAdmin(page);
    await page.goto('/devices');
    await settled(page);
    const rows = page.locator('#main-content tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(20);
    const boxes = await rows.evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom, height: r.height })));
    // One line of body text with small cell padding: a wrapped serial or product name doubles it.
    expect(Math.max(...boxes.map((b) => b.height))).toBeLessThanOrEqual(36);
    expect(boxes.filter((b) => b.bottom <= 900).length).toBeGreaterThanOrEqual(20);
    await shot(page, 'devices-dense');
    done(1);
  });

  it('sorts by every sortable column the server declares, without an error', async (ctx) => {
    step(1, ctx);
    const { page } = browser.current;
    const { resources } = await api.get<{ resources: Record<string, { sortable: string[] }> }>('list_fields');
    const serverSorts = new Set(resources.devices.sortable);
    // Every column, the ones the default set leaves to the chooser included (decision 0082).
    await page.goto(`/devices?columns=${DEVICE_COLUMNS}`);
    await settled(page);
    const labels = page.locator('#main-content thead .MuiTableSortLabel-root');
    // Serial, name, customer, site, product, online status, server, organization, SIMs, reserved, new.
    expect(await labels.count()).toBeGreaterThanOrEqual(11);
    const failed: string[] = [];
    page.on('response', (res) => {
      if (res.url().includes('/api/v1/devices') && res.status() >= 400) failed.push(`${res.url()} -> ${res.status()}`);
    });
    for (let i = 0; i < (await labels.count()); i++) {
      await labels.nth(i).click();
      await settled(page);
      const sort = listQuery(page).get('sort');
      expect(sort && serverSorts.has(sort), `column ${i} sorts by ${sort}`).toBe(true);
    }
    expect(failed).toEqual([]);
    await shot(page, 'devices-sorted');
    done(2);
  });

  it('keeps a filter in the URL and does not bring it back when the list is opened afresh', async (ctx) => {
    step(2, ctx);
    const { page } = browser.current;
    await page.goto('/devices');
    await settled(page);
    const main = page.locator('#main-content');
    // The default filter is shown where it applies: Archived "No".
    await expect.poll(async () => (await main.getByRole('combobox', { name: 'Archived' }).innerText()).trim()).toBe('No');
    // The on/off filter is a yes / no / all select.
    await main.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menu').getByText('In stock', { exact: true }).click();
    const inStock = main.getByRole('combobox', { name: 'In stock' });
    await inStock.click();
    const options = page.getByRole('listbox').getByRole('option');
    expect((await options.allInnerTexts()).map((t) => t.trim())).toEqual(expect.arrayContaining(['All', 'Yes', 'No']));
    await page.getByRole('listbox').getByRole('option', { name: 'Yes', exact: true }).click();
    await expect.poll(() => listQuery(page).get('filter') ?? '').toContain('"in_stock":"true"');
    await settled(page);
    const shared = page.url();
    await shot(page, 'devices-in-stock');
    // Opened afresh from elsewhere: the list as it comes, nothing brought back from storage.
    await page.goto('/');
    await expectDashboard(page);
    await page.goto('/devices');
    await settled(page);
    expect(listQuery(page).get('filter') ?? '').not.toContain('in_stock');
    expect(await main.getByRole('combobox', { name: 'In stock' }).count()).toBe(0);
    // The shared address opens the filtered list.
    await page.goto(shared);
    await settled(page);
    await expect.poll(async () => (await main.getByRole('combobox', { name: 'In stock' }).innerText()).trim()).toBe('Yes');
    // What narrows the list beyond its defaults is said, and reset in one click.
    const applied = main.getByTestId('filters-applied');
    await expect.poll(async () => (await applied.innerText()).trim()).toBe('1 filter applied');
    await applied.click();
    await expect.poll(() => listQuery(page).get('filter') ?? '').not.toContain('in_stock');
    await settled(page);
    expect(await applied.count()).toBe(0);
    await expect.poll(async () => (await main.getByRole('combobox', { name: 'Archived' }).innerText()).trim()).toBe('No');
    done(3);
  });

  it('opens the drawer on a row click, with a link to the full page', async (ctx) => {
    step(3, ctx);
    const { page } = browser.current;
    for (const resource of ['simcards', 'ips', 'speedtests']) {
      await page.goto(`/${resource}`);
      await settled(page);
      const row = page.locator('#main-content tbody tr').first();
      await row.waitFor({ state: 'visible' });
      // A cell without its own link or menu.
      await row
        .locator('td')
        .last()
        .click({ position: { x: 4, y: 4 } });
      const drawer = page.locator('.MuiDrawer-modal .MuiDrawer-paper');
      await drawer.waitFor({ state: 'visible' });
      expect(new URL(page.url()).pathname, resource).toBe(`/${resource}`);
      await drawer.getByRole('link', { name: 'Show' }).waitFor({ state: 'visible' });
      await shot(page, `${resource}-drawer`);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
    }
    done(4);
  });

  it('scrolls a tab bar that does not fit instead of cutting it off', async (ctx) => {
    step(4, ctx);
    const { page } = browser.current;
    const { results } = await api.get<{ results: { id: number }[] }>('customers/?page_size=1');
    await page.setViewportSize({ width: 700, height: 900 });
    await page.goto(`/customers/${results[0].id}/show`);
    await settled(page);
    const scroller = page.locator('#main-content .MuiTabs-scroller').first();
    await scroller.waitFor({ state: 'visible' });
    expect(await scroller.evaluate((el) => getComputedStyle(el).overflowX)).not.toBe('hidden');
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await shot(page, 'customer-tabs-scroll');
    await page.setViewportSize({ width: 1440, height: 900 });
    await waitForPath(page, `/customers/${results[0].id}/show`);
    done(5);
  });

  it('saves the current filters as a shared view and reopens it from the Views menu', async (ctx) => {
    step(5, ctx);
    const { page } = browser.current;
    const main = page.locator('#main-content');
    await page.goto(
      `/devices?filter=${encodeURIComponent(JSON.stringify({ archived: 'false', only_fusion_hub: 'false', in_stock: 'true' }))}&displayedFilters=${encodeURIComponent('{"in_stock":true}')}`,
    );
    await settled(page);
    await main.getByRole('button', { name: 'Views' }).click();
    await page.getByRole('menuitem', { name: 'Save current view…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name of the view').fill('Devices in stock (e2e)');
    await dialog.getByLabel('Shared with everyone').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const saved = (await api.get<{ results: { name: string; shared: boolean; filters: Record<string, unknown> }[] }>('list_views/?resource=devices')).results;
    expect(saved).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Devices in stock (e2e)', shared: true, filters: expect.objectContaining({ in_stock: 'true' }) }),
      ]),
    );

    await page.goto('/devices');
    await settled(page);
    expect(listQuery(page).get('filter') ?? '').not.toContain('in_stock');
    await main.getByRole('button', { name: 'Views' }).click();
    await page.getByRole('menuitem', { name: 'Devices in stock (e2e)' }).click();
    await expect.poll(() => listQuery(page).get('filter') ?? '').toContain('"in_stock":"true"');
    await settled(page);
    await shot(page, 'devices-saved-view');
    done(6);
  });

  it('shows a stock user their stock and network tiles, each opening a list of the same total', async (ctx) => {
    step(6, ctx);
    const { page } = browser.current;
    const user = await createStaffUser(api, 'stock');
    await setFirstPassword(api, user, 'E2e-Stock-Password-1');
    await api.request('PUT', `users/${user.id}`, { work_role: 'stock' });
    await page.evaluate(() => localStorage.clear());
    await signIn(page, user.email, 'E2e-Stock-Password-1');
    await waitForPath(page, '/');
    await page.locator('[data-section="stock"]').waitFor({ state: 'visible' });
    await page.locator('[data-section="network"]').waitFor({ state: 'visible' });
    // Not the admin's page: no accounting section, no overview of customers and users.
    expect(await page.locator('[data-section="accounting"]').count()).toBe(0);
    expect(await page.locator('[data-tile="customers"]').count()).toBe(0);
    await shot(page, 'home-stock-user');
    const tile = page.locator('[data-tile="devices_in_stock"]');
    const counted = Number((await tile.innerText()).match(/([\d,.\s]+)\s*$/)![1].replace(/[^\d]/g, ''));
    await tile.click();
    await waitForPath(page, '/devices');
    await settled(page);
    const range = page
      .locator('#main-content')
      .getByText(/\d+-\d+ of [\d,]+/)
      .first();
    await range.waitFor({ state: 'visible' });
    expect(Number((await range.innerText()).match(/of ([\d,]+)/)![1].replace(/,/g, ''))).toBe(counted);
    done(7);
  });

  it('shows the devices list as one line per device at phone width, opening the drawer', async (ctx) => {
    step(7, ctx);
    const { page } = browser.current;
    await page.evaluate(() => localStorage.clear());
    await signIn(page, e2e!.adminEmail, e2e!.adminPassword);
    await expectDashboard(page);
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto('/devices');
      await settled(page);
      const main = page.locator('#main-content');
      await shot(page, 'devices-phone');
      expect(await main.locator('table').count()).toBe(0);
      const items = main.getByTestId('phone-list').locator('.MuiListItemButton-root');
      await expect.poll(() => items.count()).toBeGreaterThanOrEqual(10);
      // Nothing wider than the screen: the page does not scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // The app bar keeps the page's title.
      expect((await page.locator('#react-admin-title').boundingBox())!.width).toBeGreaterThanOrEqual(60);
      await shot(page, 'devices-phone');
      await items.first().click();
      const drawer = page.locator('.MuiDrawer-modal .MuiDrawer-paper').last();
      await drawer.getByRole('link', { name: 'Show' }).waitFor({ state: 'visible' });
      await shot(page, 'devices-phone-drawer');
      // The device page: its actions behind one labelled button, then as labelled buttons.
      await drawer.getByRole('link', { name: 'Show' }).click();
      await waitForPath(page, /^\/devices\/\d+\/show$/);
      await settled(page);
      const toggle = main.getByTestId('phone-actions');
      await toggle.waitFor({ state: 'visible' });
      expect(await toggle.innerText()).toMatch(/actions/i);
      await toggle.click();
      const panel = main.getByTestId('phone-actions-panel');
      await panel.getByRole('link', { name: 'Edit' }).waitFor({ state: 'visible' });
      expect(await panel.getByRole('link', { name: 'Edit' }).innerText()).toMatch(/edit/i);
      await shot(page, 'device-phone-actions');
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
    done(8);
  });

  it('undoes an archive from its notification', async (ctx) => {
    step(8, ctx);
    const { page } = browser.current;
    const name = `Undo me ${Date.now().toString(36)}`;
    const customer = await api.post<{ id: number }>('customers/', { name });
    await page.goto(`/customers?filter=${encodeURIComponent(JSON.stringify({ archived: 'false', active: 'all', q: name }))}`);
    await settled(page);
    const row = page.locator('#main-content tbody tr').filter({ hasText: name });
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('checkbox').check();
    await page.locator('#main-content').getByRole('button', { name: 'Archive' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Archive ${name}?`).waitFor({ state: 'visible' });
    await dialog.getByLabel('Reason').fill('Created by mistake');
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await dialog.waitFor({ state: 'detached' });
    const snackbar = page.locator('.MuiSnackbar-root').filter({ hasText: '1 archived element' });
    await shot(page, 'archive-undo');
    const unarchived = page.waitForResponse(
      (res) => new URL(res.url()).pathname === `/api/v1/customers/${customer.id}/unarchive` && res.request().method() === 'POST',
    );
    await snackbar.getByRole('button', { name: 'Undo' }).click();
    expect((await unarchived).status()).toBe(200);
    expect((await api.get<{ archived_at: string | null }>(`customers/${customer.id}`)).archived_at).toBeNull();
    await expect.poll(() => row.count()).toBe(1);
    done(9);
  });

  it('hides a column, keeps it in the URL across a reload, and brings it back with a saved view', async (ctx) => {
    step(9, ctx);
    const { page } = browser.current;
    const main = page.locator('#main-content');
    const headers = async () => (await main.locator('thead th').allInnerTexts()).map((t) => t.trim());
    const chooser = page.getByTestId('columns-chooser');
    await page.goto('/devices');
    await settled(page);
    expect(await headers()).toContain('Site');
    expect(listQuery(page).has('columns')).toBe(false);

    const chooseColumns = async () => {
      await main.getByRole('button', { name: 'Views' }).click();
      await page.getByRole('menuitem', { name: 'Choose columns…' }).click();
      await chooser.waitFor({ state: 'visible' });
    };
    await chooseColumns();
    await chooser.getByLabel('Site', { exact: true }).click();
    await expect.poll(() => listQuery(page).get('columns') ?? '').toMatch(/^serial,name,customer_name,/);
    const shown = listQuery(page).get('columns')!.split(',');
    expect(shown).not.toContain('site_name');
    // react-admin's own parameters are written beside it: the default filter is kept.
    expect(listQuery(page).get('filter') ?? '').toContain('"archived":"false"');
    await page.keyboard.press('Escape');
    await expect.poll(headers).not.toContain('Site');
    await page.reload();
    await settled(page);
    expect(await headers()).not.toContain('Site');
    expect(await headers()).toContain('Serial');
    await shot(page, 'devices-column-hidden');

    const name = `Devices without site (e2e) ${Date.now().toString(36)}`;
    await main.getByRole('button', { name: 'Views' }).click();
    await page.getByRole('menuitem', { name: 'Save current view…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name of the view').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const saved = (await api.get<{ results: { name: string; columns: string[] | null }[] }>('list_views/?resource=devices')).results.find(
      (v) => v.name === name,
    );
    expect(saved?.columns).toEqual(shown);

    // The chooser's Reset brings the default set back and takes the parameter away.
    await chooseColumns();
    await chooser.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => listQuery(page).has('columns')).toBe(false);
    await page.keyboard.press('Escape');
    await expect.poll(headers).toContain('Site');

    await main.getByRole('button', { name: 'Views' }).click();
    await page.getByRole('menuitem', { name }).click();
    await expect.poll(() => listQuery(page).get('columns')).toBe(shown.join(','));
    await settled(page);
    await expect.poll(headers).not.toContain('Site');
    await shot(page, 'devices-view-columns');

    // Opened afresh, the list shows its default set.
    await page.goto('/devices');
    await settled(page);
    expect(await headers()).toContain('Site');
    done(10);
  });
});
