// Every console route opens by its URL (issue 25): signed in, each list, show, edit and create route
// of every registered resource, the home page, every dashboard and every custom page is opened by a
// fresh page load (a reload, a bookmark, a link from elsewhere; never a click from a list), with a
// demo record id. A route fails on the error page, on a message key or a {{placeholder}} shown as
// such, on a console error, on a failed or refused request other than map tiles, and on what does
// not fit the 1440 px window (a sideways scroll, an action bar past its space, a cut button label).
// The routes come from the console's own route table (web/src/App.tsx and the resources registry
// web/src/resources/index.ts), so a new resource or page is crawled without touching this file.
// English gets the full crawl; French and Dutch (the account's remembered language) share the show
// pages, the dashboards and the custom pages, every other one each (the lists, shows and forms of the
// main resources are crawled in both by daily-use.test.ts).
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ConsoleMessage, Page, Request, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Api } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { adminApi } from '../support/inventory.ts';
import { expectDashboard, signIn } from '../support/journeys.ts';

const e2e = inject('e2e');
const WEB_SRC = fileURLToPath(new URL('../../web/src/', import.meta.url));
const source = (path: string) => readFileSync(`${WEB_SRC}${path}`, 'utf8');
/** Each route visited, its time and what went wrong, left in e2e/test-results/ to read after a run. */
const RESULTS_DIR = fileURLToPath(new URL('../test-results/', import.meta.url));
const REPORT = `${RESULTS_DIR}every-url.txt`;

type Kind = 'list' | 'show' | 'edit' | 'create' | 'page';
interface Route {
  /** The path with `:id` where the record id goes. */
  pattern: string;
  kind: Kind;
  /** The resource whose demo record fills `:id`. */
  resource?: string;
}

/** The console's routes, read from its own route table. */
function routeTable(): Route[] {
  const routes: Route[] = [{ pattern: '/', kind: 'page' }];
  const registry = source('resources/index.ts');
  const folders = new Map([...registry.matchAll(/^import (\w+) from '\.\/([\w-]+)\/index\.ts';/gm)].map((m) => [m[1], m[2]]));
  for (const [, name, variable] of registry.matchAll(/\{ name: '(\w+)', \.\.\.(\w+) \}/g)) {
    const index = source(`resources/${folders.get(variable)}/index.ts`);
    const screens = index.slice(index.indexOf('export default {'));
    const has = (kind: string) => new RegExp(`^\\s+${kind}:`, 'm').test(screens);
    if (has('list')) routes.push({ pattern: `/${name}`, kind: 'list' });
    if (has('create')) routes.push({ pattern: `/${name}/create`, kind: 'create' });
    if (has('show')) routes.push({ pattern: `/${name}/:id/show`, kind: 'show', resource: name });
    if (has('edit')) routes.push({ pattern: `/${name}/:id`, kind: 'edit', resource: name });
  }
  // Custom pages with the layout (the sign-in and password pages, without it, are other journeys).
  const app = source('App.tsx');
  const withLayout = app.slice(app.indexOf('<CustomRoutes>'), app.indexOf('</CustomRoutes>'));
  for (const [, pattern] of withLayout.matchAll(/<Route path="([^"]+)"/g)) {
    routes.push({ pattern, kind: 'page', resource: pattern.includes(':id') ? pattern.split('/')[1] : undefined });
  }
  return routes;
}

/** The error page's title in each language (ra.page.error: ra-language-english, ra-language-french, web/src/i18n/nl/ra.ts). */
const ERROR_PAGE = /Something went wrong|Un problème est survenu|Er is iets misgegaan/;
/** A message key or a placeholder shown as such: the sign of a missing or misused translation. */
const RAW_TEXT = /\b(?:resources|app|ra|charts|map|peppol)\.[a-z_]+\.[A-Za-z0-9_.-]*[A-Za-z0-9_]|\{\{[^}]*\}\}|%\{\w+\}/g;
/** Map tiles come from a tile server the CI machine cannot reach. */
const isTile = (url: string) => {
  try {
    const { hostname, pathname } = new URL(url);
    return /tile/i.test(hostname) || /\/tiles?\//.test(pathname);
  } catch {
    return false;
  }
};

/**
 * Routes that still fail, with the reason: each is asserted to fail still, so that a fix shows here
 * and the entry is removed. Keep it short.
 */
const KNOWN_FAILURES: Record<string, string> = {};

interface Visit {
  url: string;
  problems: string[];
  ms: number;
}

/** Opens `url` by a fresh page load, waits until it settles and answers what went wrong. */
async function visit(page: Page, url: string): Promise<Visit> {
  const problems: string[] = [];
  const onConsole = (msg: ConsoleMessage) => {
    // Chromium reports a resource it could not load without its address in the text: the address is the message's location.
    const from = msg.location().url;
    if (msg.type() === 'error' && !(from && isTile(from)) && !isTileMessage(msg.text()))
      problems.push(`console error: ${msg.text().slice(0, 300)}${from ? ` (${from})` : ''}`);
  };
  const onResponse = (res: Response) => {
    if (res.status() >= 400 && !isTile(res.url())) problems.push(`${res.request().method()} ${res.url()} -> ${res.status()}`);
  };
  const onFailed = (req: Request) => {
    const failure = req.failure()?.errorText ?? '';
    // A request the page itself gave up (a query of an unmounted component, the next navigation) is not a failure.
    if (isTile(req.url()) || failure.includes('ERR_ABORTED')) return;
    problems.push(`${req.method()} ${req.url()} failed: ${failure}`);
  };
  // Requests under way, to know the page has stopped asking without waiting out a quiet network twice.
  const inFlight = new Set<Request>();
  const onRequest = (req: Request) => {
    if (!isTile(req.url())) inFlight.add(req);
  };
  const onDone = (req: Request) => inFlight.delete(req);
  const started = Date.now();
  page.on('console', onConsole);
  page.on('response', onResponse);
  page.on('requestfailed', onFailed);
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  try {
    await page.goto(url);
    await settle(page, inFlight);
    const text = `${await page.title()}\n${await page.locator('body').innerText()}`;
    if (ERROR_PAGE.test(text)) problems.push('the error page is shown');
    for (const raw of new Set([...text.matchAll(RAW_TEXT)].map((m) => m[0]))) problems.push(`raw text shown: ${raw}`);
    if (new URL(page.url()).pathname === '/login') problems.push('sent to the sign-in page');
    problems.push(...(await overflows(page)));
  } catch (err) {
    problems.push(`did not settle: ${(err as Error).message.split('\n')[0]}`);
  } finally {
    page.off('console', onConsole);
    page.off('response', onResponse);
    page.off('requestfailed', onFailed);
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  }
  return { url, problems, ms: Date.now() - started };
}

/**
 * What does not fit at 1440 px (issue 28): the page scrolling sideways, a record's name cut beside its
 * actions, an action bar wider than its space, a button whose label is cut. French and Dutch labels are the longest.
 */
async function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const page = document.documentElement;
    if (page.scrollWidth > window.innerWidth + 1) found.push(`the page scrolls sideways: ${page.scrollWidth} px in ${window.innerWidth} px`);
    // A record's name cut to a part of the page while the actions beside it take the rest.
    const main = document.querySelector<HTMLElement>('#main-content');
    for (const title of document.querySelectorAll<HTMLElement>('#main-content h1')) {
      if (main && title.scrollWidth > title.clientWidth + 1 && title.clientWidth < main.clientWidth / 2)
        found.push(`the page's title is cut to ${title.clientWidth} px of ${title.scrollWidth}: ${title.innerText.slice(0, 60)}`);
    }
    for (const bar of document.querySelectorAll<HTMLElement>('#main-content .RaTopToolbar-root, #main-content .MuiToolbar-root')) {
      if (bar.closest('.RaDataTable-tableWrapper, .MuiTablePagination-root')) continue;
      if (bar.scrollWidth > bar.clientWidth + 1)
        found.push(`an action bar is ${bar.scrollWidth - bar.clientWidth} px wider than its space: ${bar.innerText.replace(/\s+/g, ' ').slice(0, 80)}`);
      for (const button of bar.querySelectorAll<HTMLElement>('button, a.MuiButton-root')) {
        if (button.offsetParent && button.scrollWidth > button.clientWidth + 1) found.push(`a button's label is cut: ${button.innerText.trim().slice(0, 60)}`);
      }
    }
    return found;
  });
}

/** Leaflet reports a tile it could not load as a console error naming the tile's address. */
const isTileMessage = (text: string) => /tile/i.test(text) && /openstreetmap|\/tiles?\//i.test(text);

/**
 * The page has asked and drawn what it needs: no progress indicator, then no request under way for a
 * moment (a drawn list may still ask for the names its rows show). The page's own requests are
 * counted from the load on, which ends as soon as they do (a network-idle wait costs 500 ms a page).
 */
async function settle(page: Page, inFlight: Set<Request>) {
  await page.locator('#main-content').waitFor({ state: 'visible', timeout: 20_000 });
  const quiet = async () => {
    for (let calm = 0, waited = 0; calm < 5 && waited < 8_000; waited += 50) {
      calm = inFlight.size === 0 ? calm + 1 : 0;
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  await expect
    // A progress bar with a value (a billing run at 40 %) is content; one without is a page still loading.
    .poll(() => page.locator('#main-content [role="progressbar"]:not([aria-valuenow]), #main-content .MuiSkeleton-root').count(), {
      timeout: 15_000,
      interval: 100,
    })
    .toBe(0);
  await quiet();
}

describe.skipIf(!e2e)('every console route opens by its URL', () => {
  const browser = useBrowser();
  let api: Api;
  const ids = new Map<string, number>();
  const routes = routeTable();
  const timings: string[] = [];

  /** The id of a demo record of `resource` (the first of its list). */
  async function demoId(resource: string): Promise<number> {
    if (!ids.has(resource)) {
      const { results } = await api.get<{ results: { id: number }[] }>(`${resource}/?page_size=1`);
      expect(results[0], `a demo record of ${resource}`).toBeDefined();
      ids.set(resource, results[0].id);
    }
    return ids.get(resource)!;
  }

  /** `share`: of the routes of these kinds, every other one starting at the first (0) or the second (1). */
  async function crawl(kinds: Kind[], language: string, share?: 0 | 1) {
    const { page } = browser.current;
    const failures: string[] = [];
    const stillFailing: string[] = [];
    const started = Date.now();
    let count = 0;
    const ofKinds = routes.filter((r) => kinds.includes(r.kind));
    for (const route of share === undefined ? ofKinds : ofKinds.filter((_, i) => i % 2 === share)) {
      const url = route.resource && route.pattern.includes(':id') ? route.pattern.replace(':id', String(await demoId(route.resource))) : route.pattern;
      const result = await visit(page, url);
      count += 1;
      appendFileSync(REPORT, `${language} ${url} ${result.ms} ms${result.problems.map((p) => `\n    ${p}`).join('')}\n`);
      const known = KNOWN_FAILURES[route.pattern];
      if (known) {
        if (result.problems.length) stillFailing.push(route.pattern);
        continue;
      }
      if (result.problems.length) failures.push(`${language} ${url} (${route.kind}):\n    ${result.problems.join('\n    ')}`);
    }
    timings.push(`${language}: ${count} routes in ${Math.round((Date.now() - started) / 1000)} s`);
    expect(failures, `routes that do not open by their URL in ${language}`).toEqual([]);
    // A known failure that opens now is fixed: remove it from KNOWN_FAILURES.
    const known = Object.keys(KNOWN_FAILURES).filter((pattern) => ofKinds.some((r, i) => r.pattern === pattern && (share === undefined || i % 2 === share)));
    expect(stillFailing.sort(), 'known failures that still fail').toEqual(known.sort());
  }

  async function useLanguage(locale: string) {
    const account = await api.get<{ email: string; firstname: string; lastname: string }>('account');
    await api.request('PUT', 'account', { email: account.email, firstname: account.firstname, lastname: account.lastname, locale });
    await browser.current.page.evaluate((value) => localStorage.setItem('locale', value), locale);
  }

  beforeAll(async () => {
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(REPORT, '');
    api = await adminApi(e2e!);
  });

  afterAll(async () => {
    // The admin's language is remembered on the server: other journeys expect English.
    if (api) await useLanguage('en').catch(() => undefined);
    console.log(`every-url: ${timings.join('; ')}`);
  });

  it('reads the route table: every resource screen, the dashboards and the custom pages', () => {
    const patterns = routes.map((r) => r.pattern);
    for (const expected of [
      '/customers',
      '/customers/create',
      '/customers/:id/show',
      '/customers/:id',
      '/starlink_terminals/:id/show',
      '/dashboards/delivery',
      '/invoices/export',
    ])
      expect(patterns).toContain(expected);
    expect(routes.length).toBeGreaterThan(100);
  });

  it('opens every list, show, edit and create route and every page by its URL, in English', async () => {
    const { page } = browser.current;
    await signIn(page, e2e!.adminEmail, e2e!.adminPassword);
    await expectDashboard(page);
    await crawl(['list', 'show', 'edit', 'create', 'page'], 'en');
  }, 900_000);

  // Each show route, dashboard and page once more in French or in Dutch (every other one in each):
  // the two share their screens and their translation checks, and the lists, shows and forms of the
  // main resources are crawled in both languages by daily-use.test.ts.
  it('opens every show route, dashboard and page by its URL in French or in Dutch', async () => {
    for (const [locale, share] of [
      ['fr', 0],
      ['nl', 1],
    ] as const) {
      await useLanguage(locale);
      await crawl(['show', 'page'], locale, share);
    }
  }, 900_000);
});
