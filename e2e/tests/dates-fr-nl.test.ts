// Dates in French and Dutch (issue 28, decision 0083): a chart's axis and tooltip, and a date picker,
// show dd/mm/yyyy and a 24-hour clock whatever the browser's own format. The browser here speaks US
// English (month first, 12-hour clock), the format the native pickers and Intl defaults showed to
// French and Dutch accounts ("12/01/2026", "12:36 PM", "11/20").
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Api } from '../support/api.ts';
import { screenshots, settled } from '../support/console-journey.ts';
import { CHROMIUM } from '../support/env.ts';
import { expectDashboard, signIn } from '../support/journeys.ts';

const e2e = inject('e2e');
const shot = screenshots('dates-fr-nl');

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The texts of a chart's axis ticks (Recharts 3 draws the labels in their own layer). */
const X_TICKS = '.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value';
const xTicks = (chart: Locator) => chart.locator(X_TICKS).allTextContents();
const yTicks = (chart: Locator) => chart.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value').allTextContents();

/** Hovers a chart's plot until its tooltip shows, and answers the tooltip's label and lines. */
async function tooltipOf(page: Page, chart: Locator) {
  const box = await chart.locator('.recharts-surface').first().boundingBox();
  if (!box) throw new Error('no chart');
  const tooltip = chart.locator('.recharts-tooltip-wrapper').first();
  for (const x of [0.5, 0.6, 0.7, 0.4, 0.8, 0.3, 0.9]) {
    await page.mouse.move(box.x + box.width * x, box.y + box.height * 0.6);
    const label =
      (await tooltip
        .locator('.recharts-tooltip-label')
        .textContent()
        .catch(() => null)) ?? '';
    if (label.trim()) return { label: label.trim(), items: (await tooltip.locator('.recharts-tooltip-item').allTextContents()).map((t) => t.trim()) };
  }
  throw new Error(`no tooltip on ${chart}`);
}

/** What a date picker shows (its hidden input holds the text of its sections). */
const pickerText = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"] input`).first().inputValue();

async function chooseLanguage(page: Page, label: 'Français' | 'Nederlands', save: 'Save' | 'Enregistrer', heading: string) {
  await page.goto('/account');
  await page.getByLabel(label).check();
  await page.getByRole('button', { name: save }).click();
  await page.getByText(heading).first().waitFor({ state: 'visible' });
}

describe.skipIf(!e2e)('dates in French and Dutch', () => {
  let context: BrowserContext;
  let page: Page;
  let api: Api;
  let profile: string;

  beforeAll(async () => {
    profile = mkdtempSync(join(tmpdir(), 'console-e2e-profile-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: ARGS,
      baseURL: e2e!.baseURL,
      viewport: { width: 1440, height: 900 },
      locale: 'en-US',
      timezoneId: 'Europe/Brussels',
    });
    context.setDefaultTimeout(30_000);
    page = context.pages()[0] ?? (await context.newPage());
    api = await Api.signIn(e2e!.baseURL, e2e!.adminEmail, e2e!.adminPassword);
  });

  afterAll(async () => {
    // Other journeys expect an English account.
    const account = await api?.get<{ email: string; firstname: string; lastname: string }>('account');
    if (account) await api.request('PUT', 'account', { email: account.email, firstname: account.firstname, lastname: account.lastname, locale: 'en' });
    await context?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
  });

  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
  const [year, month] = today.split('-');
  const DAY = /^\d{2}\/\d{2}$/;
  const DATE = /^\d{2}\/\d{2}\/\d{4}$/;
  const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

  async function checkLanguage(language: 'fr' | 'nl', gb: string) {
    // The satellite dashboard's daily chart: ticks dd/mm, tooltip dd/mm/yyyy and the language's GB.
    await page.goto('/dashboards/starlink');
    await settled(page);
    await shot(page, `${language}-starlink-dashboard`);
    const daily = page.locator('.recharts-responsive-container').first();
    await daily.locator(X_TICKS).first().waitFor({ state: 'visible' });
    const ticks = await xTicks(daily);
    expect(ticks.length).toBeGreaterThan(0);
    for (const tick of ticks) expect(tick).toMatch(DAY);
    for (const tick of await yTicks(daily)) expect(tick).toMatch(new RegExp(`^[\\d.,\\s\u00a0\u202f]+ ${gb}$`));
    const tip = await tooltipOf(page, daily);
    expect(tip.label).toMatch(DATE);
    expect(tip.items.join(' ')).toContain(` ${gb}`);
    await shot(page, `${language}-starlink-daily`);

    // A terminal's network statistics over 24 h: ticks HH:mm in Brussels, 24-hour, never AM/PM.
    const { results } = await api.get<{ results: { id: number }[] }>('starlink_terminals?page_size=1');
    await page.goto(`/starlink_terminals/${results[0].id}/show/statistics`);
    const statistics = page.locator('[data-testid^="chart-"]').first();
    await statistics.locator(X_TICKS).first().waitFor({ state: 'visible' });
    const times = await xTicks(statistics);
    expect(times.length).toBeGreaterThan(0);
    for (const tick of times) expect(tick).toMatch(TIME);
    const stat = await tooltipOf(page, statistics);
    expect(stat.label).toMatch(/^\d{2}\/\d{2}\/\d{4} ([01]\d|2[0-3]):[0-5]\d$/);
    await shot(page, `${language}-terminal-statistics`);

    // The usage report's date pickers: the first of the month reads 01/mm/yyyy, never the browser's mm/dd/yyyy.
    await page.goto('/usages/reports');
    await page.locator('[data-testid="report-start-date"]').waitFor({ state: 'visible' });
    expect(await pickerText(page, 'report-start-date')).toBe(`01/${month}/${year}`);
    expect(await page.locator('input[type="date"], input[type="datetime-local"], input[type="month"]').count()).toBe(0);
    // The calendar opens in the language, and a day picked in it is read back day first.
    await page.locator('[data-testid="report-start-date"] button').first().click();
    const calendar = page.locator('.MuiDateCalendar-root');
    await calendar.waitFor({ state: 'visible' });
    await shot(page, `${language}-report-calendar`);
    await calendar.getByRole('gridcell', { name: '2', exact: true }).click();
    await expect.poll(() => pickerText(page, 'report-start-date')).toBe(`02/${month}/${year}`);
    await shot(page, `${language}-report-picker`);
  }

  it('shows day-first dates and a 24-hour clock in French, then in Dutch, on charts and pickers', async ({ onTestFailed }) => {
    onTestFailed(async () => {
      await shot(page, 'failed').catch(() => undefined);
      console.error(`e2e: the page was at ${page.url()}`);
    });
    await signIn(page, e2e!.adminEmail, e2e!.adminPassword);
    await expectDashboard(page);
    await chooseLanguage(page, 'Français', 'Save', 'Paramètres du compte');
    await checkLanguage('fr', 'Go');
    await chooseLanguage(page, 'Nederlands', 'Enregistrer', 'Accountinstellingen');
    await checkLanguage('nl', 'GB');
  }, 300_000);
});
