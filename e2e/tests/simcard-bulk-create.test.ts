// Bulk create of SIM cards (/simcards/bulk-create): new ICCIDs pasted one per line with one that
// exists; the Dry run lists what would be created and what exists and saves nothing; Create then
// makes them, and the API finds them.
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { adminApi, apiAnswer, chooseAutocomplete, list, newIccid, type Simcard } from '../support/inventory.ts';
import { expectDashboard, expectNotification, signIn, waitForPath } from '../support/journeys.ts';

const e2e = inject('e2e');

describe.skipIf(!e2e)('SIM cards: bulk create, dry run then for real', () => {
  const browser = useBrowser();

  it('lists what would be created and what exists, then creates the new ones', async () => {
    const { page } = browser.current;
    const api = await adminApi(e2e!);
    const [existing] = await list<Simcard>(api, 'simcards', { type: 'sim', page_size: 1 });
    expect(existing, 'the demo data has SIM cards').toBeDefined();
    const [provider] = await list<{ id: number; name: string }>(api, 'providers', { page_size: 1, sort: 'name', order: 'ASC' });
    expect(provider, 'the demo data has SIM providers').toBeDefined();
    const fresh = [newIccid(), newIccid(), newIccid()];
    expect(new Set(fresh).size).toBe(3);
    for (const iccid of fresh) expect(await list<Simcard>(api, 'simcards', { iccid })).toHaveLength(0);

    await signIn(page, e2e!.adminEmail, e2e!.adminPassword);
    await expectDashboard(page);
    await page.goto('/simcards/bulk-create');
    await waitForPath(page, '/simcards/bulk-create');
    const main = page.locator('#main-content');
    await main.getByText('Bulk create SIM cards').first().waitFor({ state: 'visible' });

    const dryRun = main.getByRole('button', { name: 'Dry run' });
    const create = main.getByRole('button', { name: 'Create', exact: true });
    // Nothing to run without a list.
    expect(await dryRun.isDisabled()).toBe(true);
    await chooseAutocomplete(page, main.getByLabel('Provider'), provider!.name, provider!.name);
    await main.locator('textarea[name="iccids"]').fill([...fresh, existing!.iccid].join('\n'));

    const dry = apiAnswer(page, 'POST', /^\/api\/v1\/simcards\/bulk$/);
    await dryRun.click();
    const dryAnswer = await dry;
    expect(dryAnswer.status()).toBe(200);
    expect(dryAnswer.request().postDataJSON()).toMatchObject({ dry: true, iccids: [...fresh, existing!.iccid], provider_id: provider!.id });
    await main.getByText('Dry run: nothing was saved.').waitFor({ state: 'visible' });
    await main.getByText('3 element(s) to create').waitFor({ state: 'visible' });
    await main.getByText('1 element(s) existing').waitFor({ state: 'visible' });
    for (const iccid of [...fresh, existing!.iccid]) await main.getByText(iccid, { exact: true }).waitFor({ state: 'visible' });
    // The dry run saved nothing.
    for (const iccid of fresh) expect(await list<Simcard>(api, 'simcards', { iccid })).toHaveLength(0);

    const real = apiAnswer(page, 'POST', /^\/api\/v1\/simcards\/bulk$/);
    await create.click();
    const realAnswer = await real;
    expect(realAnswer.status()).toBe(200);
    expect(realAnswer.request().postDataJSON()).toMatchObject({ dry: false });
    await expectNotification(page, '3 element(s) created');
    await expectNotification(page, '1 element(s) existing');
    await main.getByText('3 element(s) created').waitFor({ state: 'visible' });
    expect(await main.getByText('Dry run: nothing was saved.').count()).toBe(0);

    for (const iccid of fresh) {
      const found = await list<Simcard>(api, 'simcards', { iccid });
      expect(found, `SIM ${iccid} was created`).toHaveLength(1);
      expect(found[0]).toMatchObject({ iccid, type: 'sim', provider_id: provider!.id, device_id: null, archived_at: null });
    }
    // The existing SIM is left as it was: still one card with that ICCID.
    expect(await list<Simcard>(api, 'simcards', { iccid: existing!.iccid })).toHaveLength(1);
  });
});
