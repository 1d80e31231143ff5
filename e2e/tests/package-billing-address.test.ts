// A package's billing address created from the package form (issue 25): the billing-address picker
// offers to create the typed name; the address form opens in a dialog with the package's customer;
// the server's refusal shows on the dialog's inputs; saving picks the new address without leaving (nor
// saving) the package form; the package saved bills that address of that customer, and its Preview tab
// heads the invoice with the billing company and the new invoicing address side by side (spec 2 §2).
import { describe, expect, inject, it } from 'vitest';
import { unique } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { adminApi, chooseAutocomplete, list } from '../support/inventory.ts';
import { expectDashboard, expectNotification, pathOf, signIn, waitForPath } from '../support/journeys.ts';

const e2e = inject('e2e');

interface Named {
  id: number;
  name: string;
}
interface Address extends Named {
  customer_id: number;
  street: string | null;
  zipcode: string | null;
  city: string | null;
}

describe.skipIf(!e2e)('Packages: create the billing address from the package form', () => {
  const browser = useBrowser();

  it('creates the address in a dialog for the chosen customer, saves the package with it and previews its invoice header', async () => {
    const { page } = browser.current;
    const api = await adminApi(e2e!);
    const [customer] = await list<Named>(api, 'customers', { page_size: 1, sort: 'id', order: 'ASC' });
    expect(customer, 'a customer').toBeDefined();
    const company = await api.get<Named>('companies/1');
    const addressName = unique('Billing');

    await signIn(page, e2e!.adminEmail, e2e!.adminPassword);
    await expectDashboard(page);
    await page.goto('/packages/create');
    const main = page.locator('#main-content');
    await chooseAutocomplete(page, main.getByLabel('Customer *'), customer!.name, customer!.name);
    await main.getByLabel('Name', { exact: true }).fill(unique('Package'));

    // The picker offers to create the typed name.
    const picker = main.getByLabel('Billing address *');
    await picker.click();
    await picker.fill(addressName);
    await page
      .getByRole('listbox')
      .getByRole('option', { name: `Create billing address "${addressName}"` })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('New billing address of the customer').waitFor({ state: 'visible' });
    expect(await dialog.getByLabel('Name *').inputValue()).toBe(addressName);
    // The customer is the package's, and cannot be changed here.
    expect(await dialog.getByLabel('Customer *').inputValue()).toBe(customer!.name);
    await expect.poll(() => dialog.getByLabel('Customer *').isDisabled()).toBe(true);
    await dialog.getByLabel('Street', { exact: true }).fill('Kerkstraat');
    await dialog.getByLabel('Zip code', { exact: true }).fill('9000');
    await dialog.getByLabel('City', { exact: true }).fill('Gent');
    // The server's refusal (its checks of VAT numbers, Peppol ids...) shows on the dialog's inputs and
    // as a notification, and the dialog stays open: answered here once by a stand-in with its 400 shape.
    const refusal = 'The street is refused by the server.';
    await page.route(
      (url) => url.pathname.replace(/\/$/, '') === '/api/v1/addresses',
      (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 400,
              contentType: 'application/json',
              body: JSON.stringify({ success: false, message: refusal, errors: { street: refusal } }),
            })
          : route.fallback(),
      { times: 1 },
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectNotification(page, refusal);
    await dialog.getByText(refusal).first().waitFor({ state: 'visible' });
    expect(pathOf(page)).toBe('/packages/create');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectNotification(page, /created/i);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // Back on the package form, not saved yet, the new address picked.
    expect(pathOf(page)).toBe('/packages/create');
    await expect.poll(() => picker.inputValue()).toBe(addressName);
    const [address] = await list<Address>(api, 'addresses', { q: addressName });
    expect(address).toMatchObject({ name: addressName, customer_id: customer!.id, street: 'Kerkstraat', zipcode: '9000', city: 'Gent' });

    await main.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, /^\/packages\/\d+\/show$/);
    const packageId = Number(pathOf(page).split('/')[2]);
    expect(await api.get<{ invoicing_address_id: number; customer_id: number }>(`packages/${packageId}`)).toMatchObject({
      invoicing_address_id: address!.id,
      customer_id: customer!.id,
    });

    // The Preview heads the invoice with both parties.
    await page.goto(`/packages/${packageId}/show/preview`);
    const seller = main.getByLabel('Billing company', { exact: true });
    const buyer = main.getByLabel('Invoicing address', { exact: true });
    await buyer.getByText(addressName).waitFor({ state: 'visible' });
    await buyer.getByText('9000 Gent').waitFor({ state: 'visible' });
    await seller.getByText(company.name, { exact: true }).waitFor({ state: 'visible' });
  });
});
