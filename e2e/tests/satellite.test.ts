// Satellite (spec 3 §2, §4, §5, §9; spec 2 §4): open a terminal of the demo from the terminals list, read its antenna
// status and obstruction map, watch its network statistics refresh (every 30 s), then opt its service
// line out and back in from the service line page, with the server's messages; provision a new line
// with an available terminal from the form, top up a STARLINK service and suspend a starlink pool.
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { adminApi, apiAnswer, list } from '../support/inventory.ts';
import { expectDashboard, expectNotification, signIn, waitForPath } from '../support/journeys.ts';

const e2e = inject('e2e');

interface Line {
  id: number;
  service_line_number: string;
  nickname: string | null;
  is_opted_in: boolean;
}
interface Terminal {
  id: number;
  kit_serial_number: string;
  state: string;
}

describe.skipIf(!e2e)('Satellite: a terminal and its service line', () => {
  const browser = useBrowser();

  it('opens a terminal, watches its metrics refresh, and opts its service line out and in', async () => {
    const { page } = browser.current;
    const api = await adminApi(e2e!);
    // An active, opted-in service line of the demo with an online terminal.
    let line: Line | undefined;
    let terminal: Terminal | undefined;
    for (const candidate of await list<Line>(api, 'starlink_service_lines', { status: 'active', is_opted_in: true, page_size: 50 })) {
      [terminal] = await list<Terminal>(api, 'starlink_terminals', { starlink_service_line_id: candidate.id, state: 'online' });
      if (terminal) {
        line = candidate;
        break;
      }
    }
    expect(line, 'an opted-in line with an online terminal').toBeDefined();

    await signIn(page, e2e!.adminEmail, e2e!.adminPassword);
    await expectDashboard(page);

    // The terminals list, searched by kit serial; the row opens the drawer, its Show link the terminal page.
    await page.goto(`/starlink_terminals?filter=${encodeURIComponent(JSON.stringify({ q: terminal!.kit_serial_number }))}`);
    const main = page.locator('#main-content');
    const row = main.getByRole('row').filter({ hasText: terminal!.kit_serial_number });
    await row.first().waitFor({ state: 'visible' });
    await row.first().click();
    await page.locator('.MuiDrawer-modal .MuiDrawer-paper').getByRole('link', { name: 'Show' }).click();
    await waitForPath(page, `/starlink_terminals/${terminal!.id}/show`);

    // Antenna status from the telemetry, then from the dish itself (OOB).
    await main.getByText('Antenna status').waitFor({ state: 'visible' });
    await expect.poll(async () => Number(await main.getByTestId('metric-downlink_speed').textContent())).toBeGreaterThan(0);
    const oob = apiAnswer(page, 'GET', new RegExp(`/starlink_terminals/${terminal!.id}/status`));
    await main.getByRole('button', { name: 'OOB' }).click();
    expect(new URL((await oob).url()).searchParams.get('source')).toBe('oob');
    await main.getByRole('img', { name: 'Obstruction map of the dish' }).waitFor({ state: 'visible' });

    // Network statistics: 24h by default, drawn, and asked again 30 seconds later.
    const first = apiAnswer(page, 'GET', new RegExp(`/starlink_terminals/${terminal!.id}/stats`));
    await main.getByRole('tab', { name: 'Network statistics' }).click();
    const answer = await first;
    expect(new URL(answer.url()).searchParams.get('delta')).toBe('24h');
    expect(((await answer.json()) as { data: unknown[] }).data.length).toBeGreaterThan(100);
    await main.getByTestId('chart-downlink_speed').locator('.recharts-line-curve').waitFor({ state: 'visible' });
    const startedAt = Date.now();
    await page.waitForResponse((res) => res.url().includes(`/starlink_terminals/${terminal!.id}/stats`) && res.url().includes('name=downlink_speed'), {
      timeout: 45_000,
    });
    expect(Date.now() - startedAt).toBeGreaterThan(20_000);
    // Another range asks for it.
    const hour = page.waitForResponse(
      (res) => res.url().includes(`/starlink_terminals/${terminal!.id}/stats`) && new URL(res.url()).searchParams.get('delta') === '1h',
    );
    await main.getByRole('button', { name: '1h', exact: true }).click();
    expect((await hour).status()).toBe(200);

    // Its service line: opt out, then in, each confirmed, with the server's message.
    await page.goto(`/starlink_service_lines/${line!.id}/show`);
    await main.getByRole('button', { name: 'Opt out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expectNotification(page, 'Service line opted out: priority data may continue up to 15 minutes.');
    await expect.poll(async () => (await api.get<Line>(`starlink_service_lines/${line!.id}`)).is_opted_in).toBe(false);
    await main.getByRole('button', { name: 'Opt in' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expectNotification(page, 'Service line opted in: priority data resumes within 15 minutes.');
    await expect.poll(async () => (await api.get<Line>(`starlink_service_lines/${line!.id}`)).is_opted_in).toBe(true);
    await main.getByRole('button', { name: 'Opt out' }).waitFor({ state: 'visible' });
  });

  it('provisions a service line with an available terminal, tops up a satellite service and suspends a starlink pool', async () => {
    const { page } = browser.current;
    const api = await adminApi(e2e!);
    const accounts = (await api.get<{ results: { accountNumber: string; accountName: string }[] }>('starlink/accounts')).results;
    const account = accounts[0];
    const available = (
      await api.get<{ results: { userTerminalId: string; kitSerialNumber: string }[] }>(
        `starlink/terminals?account_number=${account.accountNumber}&available=true`,
      )
    ).results;
    expect(available.length, 'an available terminal on the demo account').toBeGreaterThan(0);
    const name = `Vessel ${Date.now().toString(36)}`;

    // The browser of this file may still hold the first journey's session: start signed out.
    await page.evaluate(() => localStorage.clear());
    await signIn(page, e2e!.adminEmail, e2e!.adminPassword);
    await expectDashboard(page);
    // The Starlink dashboard counts as the lists its tiles open.
    const stats = await api.get<{ terminals: { online: number } }>('admin/dashboard/starlink/stats');
    await page.goto('/dashboards/starlink');
    await expect.poll(() => page.locator('[data-tile="sl_online"]').textContent()).toContain(stats.terminals.online.toLocaleString());
    await page.goto('/starlink/provision');
    const main = page.locator('#main-content');
    // The selects in the order of the form: account, product, terminal, secondary terminal.
    const SELECTS = ['Account *', 'Product *', 'Terminal *'];
    const choose = async (label: string, option: string | RegExp) => {
      const select = main.getByRole('combobox').nth(SELECTS.indexOf(label));
      await expect.poll(() => select.getAttribute('aria-disabled')).not.toBe('true');
      await select.click();
      await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
    };
    await choose('Account *', new RegExp(account.accountName));
    await choose('Product *', 'Local Priority 50 GB');
    await choose('Terminal *', new RegExp(available[0].kitSerialNumber));
    await main.getByLabel('Name *').fill(name);
    await main.getByLabel('Full address *').fill('Quai des Usines 12');
    await main.getByLabel('Postal code *').fill('1000');
    await main.getByLabel('Locality *').fill('Bruxelles');
    await main.getByLabel('Latitude *').fill('50.8712');
    await main.getByLabel('Longitude *').fill('4.3679');
    await main.getByRole('button', { name: 'Provision' }).click();
    await expectNotification(page, /^Service line SL-.* provisioned\.$/);
    await waitForPath(page, /^\/starlink_service_lines\/\d+\/show$/);
    await main.getByText(name).first().waitFor({ state: 'visible' });
    const lineId = Number(new URL(page.url()).pathname.split('/')[2]);
    const terminals = await list<Terminal & { terminal_id: string }>(api, 'starlink_terminals', { starlink_service_line_id: lineId });
    expect(terminals.map((t) => t.terminal_id)).toEqual([available[0].userTerminalId]);

    // A STARLINK service of the demo on a service line: Top-up, with the server's message.
    const [service] = await list<{ id: number; top_up_blocks_count: number }>(api, 'services', { type: 'starlink', page_size: 50 }).then((rows) =>
      rows.filter((r) => (r as unknown as { starlink_service_line_id: number | null }).starlink_service_line_id !== null),
    );
    expect(service, 'a demo STARLINK service on a service line').toBeDefined();
    await page.goto(`/services/${service.id}/show`);
    await main.getByRole('button', { name: 'Top-up' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expectNotification(page, 'Top-up of 50 GB added: it is charged at the end of the month.');
    await expect
      .poll(async () => (await api.get<{ top_up_blocks_count: number }>(`services/${service.id}`)).top_up_blocks_count)
      .toBe(service.top_up_blocks_count + 1);

    // A starlink data pool: Suspend.
    const [pool] = await list<{ id: number }>(api, 'data_pools', { type: 'starlink', page_size: 1 });
    await page.goto(`/data_pools/${pool.id}/show`);
    await main.getByRole('button', { name: 'Suspend' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expectNotification(page, 'All Starlink Service Lines are opted-out from the DataPool. Starlink Terminal Access fees are still due');
  });
});
