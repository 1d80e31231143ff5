// Suspend and Enable of a manageable SIM card (its provider has an API; the e2e server simulates
// it): the dialog reads the live status first and offers the one action that applies; the SIM's page
// then shows the new status, and the provider reports it.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/browser.ts';
import { adminApi, apiAnswer, list, type Simcard } from '../support/inventory.ts';
import { expectDashboard, expectNotification, signIn } from '../support/journeys.ts';

const e2e = inject('e2e');

/** Opens the Suspend / Enable dialog from the page's Actions menu; it shows the provider's status. */
async function openStatusDialog(page: Page, iccid: string, status: string) {
  const main = page.locator('#main-content');
  const asked = apiAnswer(page, 'GET', /^\/api\/v1\/simcards\/\d+\/status$/);
  await main.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Suspend / Enable' }).click();
  expect((await asked).status()).toBe(200);
  const dialog = page.getByRole('dialog');
  await dialog.getByText(`Status of SIM ${iccid}`).waitFor({ state: 'visible' });
  await dialog.getByText(`Current status at the provider: ${status}`).waitFor({ state: 'visible' });
  return dialog;
}

describe.skipIf(!e2e)('SIM card: suspend and enable a manageable SIM', () => {
  const browser = useBrowser();

  it('suspends an active SIM, then enables it again', async () => {
    const { page } = browser.current;
    const api = await adminApi(e2e!);
    const liveStatus = async (id: number) => (await api.get<{ status: string }>(`simcards/${id}/status`)).status;

    // An unarchived manageable SIM the provider reports ACTIVE (the attach journey uses others).
    const manageable = await list<Simcard>(api, 'simcards', { is_manageable: true, sort: 'iccid', order: 'ASC', page_size: 50 });
    let sim: Simcard | undefined;
    for (const candidate of manageable.filter((s) => !s.archived_at)) {
      if ((await liveStatus(candidate.id)) === 'ACTIVE') {
        sim = candidate;
        break;
      }
    }
    expect(sim, 'a manageable SIM whose provider reports it ACTIVE').toBeDefined();

    await signIn(page, e2e!.adminEmail, e2e!.adminPassword);
    await expectDashboard(page);
    await page.goto(`/simcards/${sim!.iccid}/show`);
    const main = page.locator('#main-content');
    await main.getByText(sim!.iccid, { exact: true }).first().waitFor({ state: 'visible' });
    const statusChip = (label: string) => main.locator('.MuiChip-root').filter({ hasText: new RegExp(`^${label}$`) });
    await statusChip('Active').first().waitFor({ state: 'visible' });

    // ACTIVE: only Suspend is offered.
    let dialog = await openStatusDialog(page, sim!.iccid, 'Active');
    expect(await dialog.getByRole('button', { name: 'Enable' }).count()).toBe(0);
    const suspended = apiAnswer(page, 'POST', new RegExp(`^/api/v1/simcards/${sim!.id}/disable$`));
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    expect((await suspended).status()).toBe(200);
    await expectNotification(page, 'SIM suspended');
    await dialog.waitFor({ state: 'detached' });
    await statusChip('Suspended').first().waitFor({ state: 'visible' });
    expect(await statusChip('Active').count()).toBe(0);
    expect(await liveStatus(sim!.id)).toBe('SUSPENDED');

    // SUSPENDED: only Enable is offered.
    dialog = await openStatusDialog(page, sim!.iccid, 'Suspended');
    expect(await dialog.getByRole('button', { name: 'Suspend' }).count()).toBe(0);
    const enabled = apiAnswer(page, 'POST', new RegExp(`^/api/v1/simcards/${sim!.id}/enable$`));
    await dialog.getByRole('button', { name: 'Enable' }).click();
    expect((await enabled).status()).toBe(200);
    await expectNotification(page, 'SIM enabled');
    await dialog.waitFor({ state: 'detached' });
    await statusChip('Active').first().waitFor({ state: 'visible' });
    expect(await statusChip('Suspended').count()).toBe(0);
    expect(await liveStatus(sim!.id)).toBe('ACTIVE');
    expect((await list<Simcard>(api, 'simcards', { iccid: sim!.iccid }))[0]!.status).toBe('ACTIVE');
  });
});
