// A customer's life in the console: created through the form, archived from the list with a reason
// (bulk Archive, confirmation dialog), gone from the default list, found again with the Archived
// filter and its reason, and both changes in the activity log.
import { describe, expect, inject, it, type TestContext } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { unique } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { expectDashboard, expectNotification, signIn, waitForPath } from '../support/journeys.ts';

const e2e = inject('e2e');

/** The list's own search box (the app bar's global search says "Search…"). */
const listSearch = (page: Page) => page.locator('#main-content').getByPlaceholder('Search', { exact: true });

/** The body rows of the list that mention `text`. */
const rowsWith = (page: Page, text: string) => page.locator('#main-content tbody tr').filter({ hasText: text });

/** Types into a list's search box and waits for the list to ask the server with it. */
async function searchList(page: Page, resource: string, text: string) {
  const asked = page.waitForResponse((res) => {
    const url = new URL(res.url());
    return url.pathname === `/api/v1/${resource}/` && url.searchParams.get('q') === text;
  });
  await listSearch(page).fill(text);
  expect((await asked).status()).toBe(200);
}

/** A yes / no / all filter of the filter bar, by its label; resolves once the list has asked the server again. */
async function setFilterSelect(page: Page, resource: string, label: string, choice: 'Yes' | 'No' | 'All') {
  const select: Locator = page.locator('#main-content form').getByRole('combobox', { name: label });
  if ((await select.innerText()).trim() === choice) return;
  const asked = page.waitForResponse((res) => new URL(res.url()).pathname === `/api/v1/${resource}/` && res.request().method() === 'GET');
  await select.click();
  await page.getByRole('listbox').getByRole('option', { name: choice, exact: true }).click();
  expect((await asked).status()).toBe(200);
  await expect.poll(async () => (await select.innerText()).trim()).toBe(choice);
}

describe.skipIf(!e2e)('customer: create, archive with a reason, find it archived, read the log', () => {
  const browser = useBrowser();
  const name = `E2E Customer ${unique('c')}`;
  const reason = `Contract ended (${unique('r')})`;
  // The steps of one journey, in order: a failed step skips the ones after it instead of failing them too.
  let stepsDone = 0;
  const step = (index: number, ctx: TestContext) => {
    if (stepsDone < index) ctx.skip(`an earlier step of this journey failed`);
  };

  it('creates a customer through the form', async (ctx) => {
    step(0, ctx);
    const { page } = browser.current;
    await signIn(page, e2e!.adminEmail, e2e!.adminPassword);
    await expectDashboard(page);

    await page.goto('/customers');
    await page.locator('#main-content').getByRole('link', { name: 'Create' }).click();
    await waitForPath(page, '/customers/create');
    await page.locator('input[name="name"]').fill(name);
    await page.locator('input[name="short_name"]').fill('E2E');
    await page.locator('input[name="city"]').fill('Brussels');

    const created = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/customers/' && res.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await created).status()).toBe(201);
    await expectNotification(page, 'Element created');
    // Create redirects to the new customer's page.
    await waitForPath(page, /^\/customers\/\d+\/show$/);
    await page.getByText(name).first().waitFor({ state: 'visible' });
    stepsDone = 1;
  });

  it('archives it from the list with a reason; it leaves the default list', async (ctx) => {
    step(1, ctx);
    const { page } = browser.current;
    await page.goto('/customers');
    await searchList(page, 'customers', name);
    const row = rowsWith(page, name);
    await expect.poll(() => row.count()).toBe(1);

    await row.getByRole('checkbox').check();
    await page.locator('#main-content').getByRole('button', { name: 'Archive' }).click();

    const dialog = page.getByRole('dialog');
    // The question names the customer, and the reason is required.
    await dialog.getByText(`Archive ${name}?`).waitFor({ state: 'visible' });
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await dialog.getByText('Required').waitFor({ state: 'visible' });
    await dialog.getByLabel('Reason').fill(reason);
    const archived = page.waitForResponse((res) => /^\/api\/v1\/customers\/\d*$/.test(new URL(res.url()).pathname) && res.request().method() === 'DELETE');
    await dialog.getByRole('button', { name: 'Archive' }).click();
    expect((await archived).status()).toBe(200);
    await expectNotification(page, '1 archived element');
    await dialog.waitFor({ state: 'detached' });

    // The default list (archived=false) no longer has it, even when searched for by name.
    await expect.poll(() => row.count()).toBe(0);
    await page.reload();
    await listSearch(page).waitFor({ state: 'visible' });
    expect(await listSearch(page).inputValue()).toBe(name);
    await page.locator('#main-content').getByText('No Customers found using the current filters.').waitFor({ state: 'visible' });
    expect(await row.count()).toBe(0);
    stepsDone = 2;
  });

  it('shows it, with its reason, once the Archived filter is on', async (ctx) => {
    step(2, ctx);
    const { page } = browser.current;
    await page.goto('/customers');
    await listSearch(page).waitFor({ state: 'visible' });
    if ((await listSearch(page).inputValue()) !== name) await searchList(page, 'customers', name);
    await setFilterSelect(page, 'customers', 'Archived', 'Yes');

    const row = rowsWith(page, name);
    await expect.poll(() => row.count()).toBe(1);
    // The archive-reason column appears with the filter, and carries the reason given in the dialog.
    await page.locator('#main-content thead').getByText('Reason', { exact: true }).waitFor({ state: 'visible' });
    await row.getByText(reason).waitFor({ state: 'visible' });
    // An archived customer is not shown as active (issue 14: it said Active ✓ beside Archived).
    expect(await row.locator('[data-testid="true"]').count()).toBe(0);
    // With the archived filter on, the bulk bar offers Unarchive instead.
    await row.getByRole('checkbox').check();
    await page.locator('#main-content').getByRole('button', { name: 'Unarchive' }).waitFor({ state: 'visible' });
    expect(await page.locator('#main-content').getByRole('button', { name: 'Archive', exact: true }).count()).toBe(0);
    await row.getByRole('checkbox').uncheck();
    stepsDone = 3;
  });

  it('lists the creation and the archiving in the activity log', async (ctx) => {
    step(3, ctx);
    const { page } = browser.current;
    await page.goto('/logs');
    await searchList(page, 'logs', name);

    const entries = rowsWith(page, name);
    await expect.poll(() => entries.count()).toBe(2);
    const create = entries.filter({ has: page.getByText('create', { exact: true }) });
    const archive = entries.filter({ has: page.getByText('archive', { exact: true }) });
    expect(await create.count()).toBe(1);
    expect(await archive.count()).toBe(1);
    for (const entry of [create, archive]) {
      await entry.getByText('Customer', { exact: true }).waitFor({ state: 'visible' });
      // The object cell names the customer and links to its page.
      const link = entry.getByRole('link', { name });
      await link.waitFor({ state: 'visible' });
      expect(await link.getAttribute('href')).toMatch(/^\/customers\/\d+\/show$/);
    }
    // Newest first: the archive, then the creation.
    expect(await entries.first().getByText('archive', { exact: true }).count()).toBe(1);
    // The archive entry records the reason.
    await archive.getByText(reason).first().waitFor({ state: 'visible' });
    stepsDone = 4;
  });
});
