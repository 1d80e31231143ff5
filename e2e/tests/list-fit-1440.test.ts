// Lists designed for 1440 px (issue 28, decision 0082): at 1440×900, signed in as an admin, every list
// of the console opened by its URL shows its default column set without a sideways scroll (the table
// is no wider than its container, the page no wider than the window), and the working columns of the
// list (status, totals, state, alerts...) have their header cells inside the window, in English, in
// French and in Dutch (longer labels). The lists come from the console's registry, so a new list must declare
// its key columns here. Screenshots of a few lists are left in /tmp/shots-1440/.
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Api } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { adminApi } from '../support/inventory.ts';
import { expectDashboard, signIn } from '../support/journeys.ts';

const e2e = inject('e2e');
const WIDTH = 1440;
const SHOTS = '/tmp/shots-1440/';
const SHOT_LISTS = new Set(['invoices', 'devices', 'starlink_terminals', 'speedtests', 'device_products', 'packages', 'simcards', 'customers']);

/**
 * The working columns of each list (DataTable header cells are classed `column-<source>`; a reference
 * column sorted by its kept name is named by that name). Decision 0082 lists them with the default sets.
 */
const KEY_COLUMNS: Record<string, string[]> = {
  customers: ['name', 'support_level', 'account_manager_id', 'active'],
  contacts: ['name', 'customer_name', 'email', 'phone'],
  sites: ['name', 'customer_name', 'city', 'is_stock'],
  addresses: ['name', 'customer_name', 'vat', 'payment_method', 'payment_terms'],
  companies: ['name', 'invoice_prefix', 'vat_number'],
  users: ['fullname', 'email', 'is_staff', 'is_admin', 'active', 'last_login_at'],
  logs: ['created_at', 'author_name', 'verb', 'object_type', 'object_id'],
  access_events: ['created_at', 'kind', 'email'],
  outbox: ['created_at', 'recipient', 'subject', 'status'],
  devices: ['serial', 'name', 'customer_name', 'site_name', 'online_status', 'wans', 'sim_cards_count'],
  device_products: ['reference', 'name', 'devices_stock_count', 'devices_count', 'stock_alert'],
  servers: ['name', 'hostname', 'organizations_count', 'available_organizations_count', 'expiration_date', 'last_sync_at'],
  speedtests: ['created_at', 'status', 'device_serial', 'dir', 'bandwidth'],
  records: ['object_type', 'object_id', 'action', 'customer_id', 'start_date', 'end_date'],
  simcards: ['iccid', 'customer_name', 'device_serial', 'status'],
  simpools: ['name', 'customer_name', 'cards_count'],
  providers: ['name', 'iccid_prefix', 'simcards_count'],
  location_updates: ['timestamp', 'iccid', 'type', 'network_name', 'country_name'],
  lines: ['subscription_id', 'customer_name', 'provider_name', 'status', 'next_action_date'],
  line_providers: ['name', 'lines_count'],
  ips: ['address', 'customer_name', 'device_serial', 'available', 'used'],
  product_items: ['serial', 'product_name', 'customer_name', 'in_stock', 'reserved'],
  packages: ['reference', 'customer_name', 'status', 'fulfillment_rate'],
  services: ['reference', 'customer_name', 'status', 'price'],
  package_lines: ['package_id', 'customer_name', 'device_product_name', 'status', 'qty', 'price', 'is_invoiced'],
  service_products: ['service_type', 'name', 'price', 'frequency'],
  data_pools: ['reference', 'customer_name', 'data_included', 'current_usage'],
  invoices: ['number', 'customer_name', 'status', 'total_untaxed', 'total'],
  invoice_lines: ['invoice_id', 'product_name', 'qty', 'unit_price', 'total'],
  starlink_terminals: ['site_name', 'terminal_id', 'kit_serial_number', 'state', 'last_online', 'last_alerts_count'],
  starlink_service_lines: ['service_line_number', 'starlink_account', 'status', 'current_usage'],
  starlink_accounts: ['account_name', 'current_usage', 'data_included', 'service_lines_count', 'terminals_count'],
  starlink_addresses: ['formatted_address', 'locality', 'starlink_account'],
  starlink_events: ['timestamp', 'code', 'terminal_id'],
  starlink_usages: ['date', 'service_line_number', 'usage'],
  usages: ['date', 'simcard', 'site_name', 'total', 'total_price'],
  data_pricings: ['provider', 'customer_name', 'country_code', 'price', 'buy_price'],
  billing_runs: ['period', 'status', 'packages_done', 'invoices_count', 'total_untaxed'],
  tasks: ['priority', 'action', 'status', 'customer_name', 'assigned_to_name', 'due_date'],
};

/** Custom pages whose main content is a list (their own MUI tables): nothing wider than the window. */
const CUSTOM_LIST_PAGES = ['/starlink/service_summary', '/usages/reports', '/starlink_usages/reports'];

/** The lists of the console, read from its resources registry (as every-url.test.ts reads it). */
function consoleLists(): string[] {
  const src = fileURLToPath(new URL('../../web/src/resources/', import.meta.url));
  const registry = readFileSync(`${src}index.ts`, 'utf8');
  const folders = new Map([...registry.matchAll(/^import (\w+) from '\.\/([\w-]+)\/index\.ts';/gm)].map((m) => [m[1], m[2]]));
  const lists: string[] = [];
  for (const [, name, variable] of registry.matchAll(/\{ name: '(\w+)', \.\.\.(\w+) \}/g)) {
    const index = readFileSync(`${src}${folders.get(variable)}/index.ts`, 'utf8');
    if (/^\s+list:/m.test(index.slice(index.indexOf('export default {')))) lists.push(name);
  }
  return lists;
}

interface Fit {
  table: boolean;
  scrollWidth: number;
  clientWidth: number;
  /** The width the table asks for when it is not stretched to its area (for the report). */
  naturalWidth: number;
  pageWidth: number;
  headers: { column: string; text: string; left: number; right: number; top: number; bottom: number }[];
}

/**
 * Waits until the list has asked and drawn what it needs. Unlike `settled`, a progress bar inside a
 * row (a billing run's progress) is content, not loading.
 */
async function listSettled(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page.locator('#main-content').waitFor({ state: 'visible' });
  const loading = () =>
    page.evaluate(() => [...document.querySelectorAll('.MuiLinearProgress-root, .MuiCircularProgress-root')].filter((el) => !el.closest('td')).length);
  await expect.poll(loading, { timeout: 15_000 }).toBe(0);
}

async function measure(page: Page): Promise<Fit> {
  return page.evaluate(() => {
    const wrapper = document.querySelector<HTMLElement>('#main-content .RaDataTable-tableWrapper');
    const headers = [...(wrapper?.querySelectorAll<HTMLElement>('thead th') ?? [])].map((th) => {
      const box = th.getBoundingClientRect();
      const column = [...th.classList].find((c) => c.startsWith('column-'))?.slice('column-'.length) ?? '';
      return { column, text: th.innerText.trim(), left: box.left, right: box.right, top: box.top, bottom: box.bottom };
    });
    const table = wrapper?.querySelector<HTMLElement>('table');
    let naturalWidth = 0;
    if (table) {
      const width = table.style.width;
      table.style.width = 'auto';
      naturalWidth = table.offsetWidth;
      table.style.width = width;
    }
    return {
      naturalWidth,
      table: !!wrapper,
      scrollWidth: wrapper?.scrollWidth ?? 0,
      clientWidth: wrapper?.clientWidth ?? 0,
      pageWidth: document.documentElement.scrollWidth,
      headers,
    };
  });
}

describe.skipIf(!e2e)('lists at 1440 px', () => {
  const browser = useBrowser();
  const lists = consoleLists();
  let api: Api;
  const report: string[] = [];

  async function useLanguage(locale: string) {
    const account = await api.get<{ email: string; firstname: string; lastname: string }>('account');
    await api.request('PUT', 'account', { email: account.email, firstname: account.firstname, lastname: account.lastname, locale });
    await browser.current.page.evaluate((value) => localStorage.setItem('locale', value), locale);
  }

  /** Opens every list by its URL and checks its fit; answers the problems found. */
  async function walk(locale: string): Promise<string[]> {
    const { page } = browser.current;
    const problems: string[] = [];
    for (const list of lists) {
      await page.goto(`/${list}`);
      await page
        .locator('#main-content .RaDataTable-table, #main-content .RaEmpty-message, #main-content .RaList-noResults')
        .first()
        .waitFor({ state: 'visible' });
      await listSettled(page);
      const fit = await measure(page);
      if (!fit.table) {
        problems.push(`${locale} /${list}: no table drawn (no demo rows?)`);
        continue;
      }
      report.push(`${locale} /${list}: table ${fit.scrollWidth} px in ${fit.clientWidth} px (asks for ${fit.naturalWidth} px)`);
      if (fit.scrollWidth > fit.clientWidth)
        problems.push(`${locale} /${list}: the table is ${fit.scrollWidth - fit.clientWidth} px wider than its area (${fit.scrollWidth} > ${fit.clientWidth})`);
      if (fit.pageWidth > WIDTH) problems.push(`${locale} /${list}: the page is ${fit.pageWidth} px wide`);
      for (const column of KEY_COLUMNS[list] ?? []) {
        const header = fit.headers.find((h) => h.column === column);
        if (!header) problems.push(`${locale} /${list}: key column ${column} is not shown (columns: ${fit.headers.map((h) => h.column).join(', ')})`);
        else if (header.left < 0 || header.right > WIDTH || header.top < 0 || header.bottom > 900)
          problems.push(
            `${locale} /${list}: key column ${column} ("${header.text}") lies outside the window (${Math.round(header.left)}..${Math.round(header.right)})`,
          );
      }
      if (SHOT_LISTS.has(list)) await page.screenshot({ path: `${SHOTS}${locale}-${list}.png` });
    }
    for (const path of CUSTOM_LIST_PAGES) {
      await page.goto(path);
      await page.locator('#main-content').waitFor({ state: 'visible' });
      await listSettled(page);
      const wide = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        tables: [...document.querySelectorAll<HTMLElement>('#main-content table')].map((t) => ({
          right: t.getBoundingClientRect().right,
          over: t.parentElement ? t.scrollWidth - t.parentElement.clientWidth : 0,
        })),
      }));
      report.push(`${locale} ${path}: page ${wide.page} px, tables ${wide.tables.map((t) => Math.round(t.right)).join(', ') || 'none'}`);
      if (wide.page > WIDTH) problems.push(`${locale} ${path}: the page is ${wide.page} px wide`);
      for (const table of wide.tables) {
        if (table.right > WIDTH || table.over > 0)
          problems.push(`${locale} ${path}: a table ends at ${Math.round(table.right)} px, ${table.over} px wider than its area`);
      }
    }
    return problems;
  }

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    api = await adminApi(e2e!);
  });

  afterAll(async () => {
    // The admin's language is remembered on the server: other journeys expect English.
    if (api) await useLanguage('en').catch(() => undefined);
    console.log(`list-fit-1440:\n  ${report.join('\n  ')}`);
  });

  it('declares the key columns of every list of the console', () => {
    expect(lists.length).toBeGreaterThan(30);
    expect(lists.filter((list) => !KEY_COLUMNS[list]?.length)).toEqual([]);
    expect(Object.keys(KEY_COLUMNS).filter((list) => !lists.includes(list))).toEqual([]);
  });

  it('shows every list in English within 1440 px, its key columns in view', async () => {
    const { page } = browser.current;
    await signIn(page, e2e!.adminEmail, e2e!.adminPassword);
    await expectDashboard(page);
    await useLanguage('en');
    expect(await walk('en')).toEqual([]);
  }, 1_200_000);

  it('shows every list in French within 1440 px, its key columns in view', async () => {
    await useLanguage('fr');
    expect(await walk('fr')).toEqual([]);
  }, 1_200_000);

  it('shows every list in Dutch within 1440 px, its key columns in view', async () => {
    await useLanguage('nl');
    expect(await walk('nl')).toEqual([]);
  }, 1_200_000);
});
