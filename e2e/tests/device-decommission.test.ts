// Decommissioning a device from its page: the Archive/Decommission dialog says how many lines will
// be detached and how many SIM cards are attached, takes a reason and what happens to those SIMs;
// the API then finds the device archived and its SIMs out of it: terminated and archived when they
// are decommissioned with it, live and available when they return to stock.
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { adminApi, apiAnswer, chooseAutocomplete, list, type Device, type Simcard } from '../support/inventory.ts';
import { expectDashboard, expectNotification, signIn, waitForPath } from '../support/journeys.ts';

const e2e = inject('e2e');

const counted = (n: number, one: string, many: string) => (n === 1 ? one : many.replace('%n', String(n)));

describe.skipIf(!e2e)('device: decommission with its SIM cards', () => {
  const browser = useBrowser();

  let signedIn = false;
  type Counted = Device & { sim_cards_count?: number; lines_count?: number };

  /**
   * Picks a live device with SIM cards (skipping `taken`), decommissions it from its page with the
   * SIMs' fate `simChoice`, and returns the device and the SIMs it had.
   */
  async function decommission(simChoice: 'Decommission them' | 'Return them to stock', taken: number[]) {
    const { page } = browser.current;
    const api = await adminApi(e2e!);
    // From the newest devices: the attach journey takes the first serials, the move the last ones.
    const devices = await list<Counted>(api, 'devices', { sort: 'id', order: 'DESC', page_size: 100 });
    let device: Counted | undefined;
    let sims: Simcard[] = [];
    for (const candidate of devices.filter((d) => !d.archived_at && Number(d.sim_cards_count) >= 1 && !taken.includes(d.id))) {
      sims = await list<Simcard>(api, 'simcards', { device_id: candidate.id, page_size: 50 });
      // Live SIMs that are not terminated already, so their fate shows in their status.
      if (sims.length === Number(candidate.sim_cards_count) && sims.every((s) => !s.archived_at && s.status !== 'TERMINATED')) {
        device = candidate;
        break;
      }
    }
    expect(device, 'a live device with SIM cards attached').toBeDefined();
    const lines = Number(device!.lines_count ?? 0);

    // One browser for the file: the second journey finds the session of the first.
    if (!signedIn) {
      await signIn(page, e2e!.adminEmail, e2e!.adminPassword);
      await expectDashboard(page);
      signedIn = true;
    }
    await page.goto(`/devices/${device!.id}/show`);
    const main = page.locator('#main-content');
    await main.getByText(device!.serial, { exact: true }).first().waitFor({ state: 'visible' });
    // Archiving is one of the risky actions, behind their menu (issue 14).
    await main.getByRole('button', { name: 'Risky actions' }).click();
    await page.getByRole('menu').getByRole('button', { name: 'Archive/Decommission' }).click();

    const dialog = page.getByRole('dialog');
    // The question names the device.
    await dialog.getByText(`Archive ${device!.name || device!.serial}?`).waitFor({ state: 'visible' });
    // What the archive will touch, from the device's own counts.
    await dialog.getByText(counted(lines, '1 line will be detached.', '%n lines will be detached.')).waitFor({ state: 'visible' });
    await dialog.getByText(counted(sims.length, '1 SIM card is attached.', '%n SIM cards are attached.')).waitFor({ state: 'visible' });

    await chooseAutocomplete(page, dialog.getByLabel('Reason'), 'Brok', 'Broken');
    const decommissionSwitch = dialog.getByLabel('Decommission', { exact: true });
    await decommissionSwitch.check();
    expect(await decommissionSwitch.isChecked()).toBe(true);
    // Return to stock is the default.
    expect(await dialog.getByLabel('Return them to stock').isChecked()).toBe(true);
    await dialog.getByLabel(simChoice).check();

    const archived = apiAnswer(page, 'DELETE', new RegExp(`^/api/v1/devices/${device!.id}$`));
    await dialog.getByRole('button', { name: 'Archive' }).click();
    const answer = await archived;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toMatchObject({
      archived_reason: 'BROKEN',
      decommission: true,
      sim_cards_action: simChoice === 'Decommission them' ? 'decommission' : 'return_to_stock',
    });
    // Archived with the decommission flag: the notification says so.
    await expectNotification(page, '1 decommissioned element');
    await dialog.waitFor({ state: 'detached' });
    // The page now offers Unarchive, in the risky actions menu.
    await main.getByRole('button', { name: 'Risky actions' }).click();
    await page.getByRole('menu').getByRole('button', { name: 'Unarchive' }).waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await waitForPath(page, `/devices/${device!.id}/show`);

    const after = await api.get<Device & { archived_reason: string | null }>(`devices/${device!.id}`);
    expect(after.archived_at).not.toBeNull();
    expect(after.archived_reason).toBe('BROKEN');
    expect(await list<Simcard>(api, 'simcards', { device_id: device!.id })).toHaveLength(0);
    return { api, device: device!, sims };
  }

  const taken: number[] = [];

  it('archives a device with a reason and decommissions its SIMs', async () => {
    const { api, device, sims } = await decommission('Decommission them', taken);
    taken.push(device.id);
    for (const sim of sims) {
      const card = await api.get<Simcard>(`simcards/${sim.id}`);
      expect(card, `SIM ${sim.iccid}`).toMatchObject({ device_id: null, device_port_name: null, status: 'TERMINATED' });
      expect(card.archived_at, `SIM ${sim.iccid} is archived`).not.toBeNull();
    }
  });

  it('archives a device with a reason and returns its SIMs to stock', async () => {
    const { api, device, sims } = await decommission('Return them to stock', taken);
    taken.push(device.id);
    for (const sim of sims) {
      const card = await api.get<Simcard>(`simcards/${sim.id}`);
      expect(card, `SIM ${sim.iccid}`).toMatchObject({ device_id: null, device_port_name: null, archived_at: null });
      // Back in stock: AVAILABLE (none of them was TERMINATED before).
      expect(card.status, `SIM ${sim.iccid}`).toBe('AVAILABLE');
    }
  });
});
