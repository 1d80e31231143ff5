// Attaching a SIM card to a device port from the SIM's page: the Attach dialog lists the device's
// ports with the SIM each holds or as empty; after 'SIM attached' the device's port table shows the
// ICCID in that port and its Ops History the open attach period of the SIM.
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { adminApi, apiAnswer, chooseAutocomplete, list, portsOf, type Device, type Simcard } from '../support/inventory.ts';
import { expectDashboard, expectNotification, signIn, waitForPath } from '../support/journeys.ts';

const e2e = inject('e2e');

describe.skipIf(!e2e)('SIM card: attach to a device port', () => {
  const browser = useBrowser();

  it('attaches a free SIM to an empty port, then sees it in the port table and in Ops History', async () => {
    const { page } = browser.current;
    const api = await adminApi(e2e!);

    // A live device with an empty port and, in another port, a SIM (the dialog names it).
    const candidates = await list<Device>(api, 'devices', { sort: 'serial', order: 'ASC', page_size: 100 });
    let device: Device | undefined;
    let port: string | undefined;
    let heldPort: { port: string; iccid: string } | undefined;
    for (const candidate of candidates.filter((d) => !d.archived_at)) {
      const ports = await portsOf(api, candidate.id);
      const empty = ports.find((p) => p.sim_id == null);
      const held = ports.find((p) => p.sim_id != null && p.iccid);
      if (empty && held) {
        device = candidate;
        port = empty.port;
        heldPort = { port: held.port, iccid: held.iccid! };
        break;
      }
    }
    expect(device, 'a live device with an empty port and a SIM in another').toBeDefined();
    // A free, live SIM of type sim whose provider has no API (the suspend journey uses the manageable ones).
    const [sim] = await list<Simcard>(api, 'simcards', { type: 'sim', device_id: 'null', is_manageable: false, sort: 'iccid', order: 'DESC', page_size: 1 });
    expect(sim, 'a free SIM card').toBeDefined();
    expect(sim).toMatchObject({ device_id: null, archived_at: null });

    await signIn(page, e2e!.adminEmail, e2e!.adminPassword);
    await expectDashboard(page);
    await page.goto(`/simcards/${sim!.iccid}/show`);
    const main = page.locator('#main-content');
    await main.getByText(sim!.iccid, { exact: true }).first().waitFor({ state: 'visible' });

    await main.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Attach' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Attach SIM ${sim!.iccid} to a device`).waitFor({ state: 'visible' });
    const submit = dialog.getByRole('button', { name: 'Attach' });
    // Nothing chosen yet: the submit waits for a device and a port.
    expect(await submit.isDisabled()).toBe(true);

    await chooseAutocomplete(page, dialog.getByLabel('Device'), device!.serial, new RegExp(`^${device!.serial}\\b`));
    const portSelect = dialog.getByRole('combobox', { name: 'Port' });
    await portSelect.click();
    const options = page.getByRole('listbox');
    // Each port with the SIM it holds, or empty; a held port cannot be chosen.
    const held = options.getByRole('option', { name: `${heldPort!.port} — ${heldPort!.iccid}` });
    await held.waitFor({ state: 'visible' });
    expect(await held.getAttribute('aria-disabled')).toBe('true');
    await options.getByRole('option', { name: `${port} — empty` }).click();
    await options.waitFor({ state: 'detached' });

    const attached = apiAnswer(page, 'POST', new RegExp(`^/api/v1/simcards/${sim!.id}/attach$`));
    await submit.click();
    const answer = await attached;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toEqual({ device_id: device!.id, port_name: port });
    await expectNotification(page, 'SIM attached');
    await dialog.waitFor({ state: 'detached' });
    const after = (await list<Simcard>(api, 'simcards', { iccid: sim!.iccid }))[0]!;
    expect(after).toMatchObject({ device_id: device!.id, device_port_name: port });

    // The device's ports page: the ICCID in that port's row, linking to the SIM.
    await page.goto(`/devices/${device!.id}/ports`);
    await waitForPath(page, `/devices/${device!.id}/ports`);
    const table = main.getByRole('table', { name: 'Ports' });
    const row = table.locator('tbody tr').filter({ has: page.getByRole('cell', { name: port, exact: true }) });
    await row.getByRole('link', { name: sim!.iccid }).waitFor({ state: 'visible' });
    expect(await row.count()).toBe(1);

    // The device's Ops History: the SIM's attach period, open (no end).
    await page.goto(`/devices/${device!.id}/show/records`);
    const history = main.getByRole('table').last();
    const period = history.locator('tbody tr').filter({ has: page.getByRole('link', { name: String(sim!.id), exact: true }) });
    await period.first().waitFor({ state: 'visible' });
    await period.getByText('SIM card', { exact: true }).first().waitFor({ state: 'visible' });
    await period.getByText('attach', { exact: true }).first().waitFor({ state: 'visible' });
    const records = await list<{ object_id: number; action: string; device_id: number; end_date: string | null }>(api, 'records', {
      sim_id: sim!.id,
      action: 'attach',
    });
    expect(records.filter((r) => r.object_id === sim!.id && r.device_id === device!.id && r.end_date === null)).toHaveLength(1);
  });
});
