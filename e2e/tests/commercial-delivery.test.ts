// The delivery workflow of a package (spec 2 §2, §4): create a package for a customer (billing
// address required, the site list filtered by the customer), add an SDWAN service from the package,
// confirm the package ('Package Confirmed'), then provision the service with a device in stock of its
// product, ship it with a tracking code and deliver it; the API shows each step's status and fields.
import { describe, expect, inject, it } from 'vitest';
import { unique } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { adminApi, chooseAutocomplete, list, type Device } from '../support/inventory.ts';
import { expectDashboard, expectNotification, pathOf, signIn, waitForPath } from '../support/journeys.ts';
import { readFile } from 'node:fs/promises';

const e2e = inject('e2e');

interface Address {
  id: number;
  name: string;
  customer_id: number | null;
}
interface Named {
  id: number;
  name: string;
}
interface Service {
  id: number;
  reference: string;
  status: string;
  type: string;
  package_id: number;
  device_id: number | null;
  shipping_tracking_code: string | null;
  shipping_date: string | null;
  delivery_date: string | null;
}

describe.skipIf(!e2e)('Commercial: package to delivered service', () => {
  const browser = useBrowser();

  it('creates a package, adds an SDWAN service, confirms, provisions with a device in stock, ships and delivers', async () => {
    const { page } = browser.current;
    const api = await adminApi(e2e!);

    // A customer with a billing address and at least one site; sites of other customers exist too.
    const addresses = await list<Address>(api, 'addresses', { page_size: 100 });
    let customer: Named | undefined;
    let address: Address | undefined;
    let sites: Named[] = [];
    for (const candidate of addresses.filter((a) => a.customer_id != null)) {
      sites = await list<Named>(api, 'sites', { customer_id: candidate.customer_id!, page_size: 100 });
      if (sites.length > 0) {
        address = candidate;
        customer = await api.get<Named>(`customers/${candidate.customer_id}`);
        break;
      }
    }
    expect(customer, 'a customer with a billing address and a site').toBeDefined();
    // A device in stock and its product; the SDWAN service product is the journey's own.
    const [device] = await list<Device & { product_id: number }>(api, 'devices', { in_stock: true, sort: 'id', order: 'ASC', page_size: 1 });
    expect(device, 'a device in stock').toBeDefined();
    const deviceProduct = await api.get<Named>(`device_products/${device!.product_id}`);
    const productReference = unique('SDWAN');
    await api.post('service_products/', {
      reference: productReference,
      name: `Managed SD-WAN ${productReference}`,
      service_type: 'sdwan',
      frequency: 'monthly',
      price: 59,
    });
    const packageName = unique('Package');

    await signIn(page, e2e!.adminEmail, e2e!.adminPassword);
    await expectDashboard(page);

    // Create: the site list holds the chosen customer's sites only; the billing address is required.
    await page.goto('/packages/create');
    const main = page.locator('#main-content');
    await chooseAutocomplete(page, main.getByLabel('Customer *'), customer!.name, customer!.name);
    await main.getByLabel('Name', { exact: true }).fill(packageName);
    await main.getByLabel('Site', { exact: true }).click();
    const siteOptions = page.getByRole('listbox').getByRole('option');
    await siteOptions.first().waitFor({ state: 'visible' });
    const offered = await siteOptions.allTextContents();
    expect(offered.length).toBeGreaterThan(0);
    for (const name of offered) expect(sites.map((s) => s.name)).toContain(name);
    await siteOptions.first().click();
    await main.getByRole('button', { name: 'Save' }).click();
    // Without a billing address nothing is saved.
    await main.getByText('Required').first().waitFor({ state: 'visible' });
    expect(pathOf(page)).toBe('/packages/create');
    await chooseAutocomplete(page, main.getByLabel('Billing address *'), address!.name, address!.name);
    await main.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, /^\/packages\/\d+\/show$/);
    const packageId = Number(pathOf(page).split('/')[2]);
    const created = await api.get<{ status: string; billing_company_id: number; invoicing_delivery_method: string; invoicing_address_id: number }>(
      `packages/${packageId}`,
    );
    expect(created).toMatchObject({ status: 'draft', billing_company_id: 1, invoicing_delivery_method: 'email', invoicing_address_id: address!.id });

    // Add service from the package: the form is prefilled with it, the product sets the type, and
    // saving returns to the package, which lists the service in its SDWan section.
    await main.getByText('Add service', { exact: true }).click();
    await waitForPath(page, '/services/create');
    await chooseAutocomplete(page, main.getByLabel('Product'), productReference, new RegExp(productReference));
    await expect.poll(() => main.getByLabel('Type *').textContent()).toContain('SDWan');
    await main.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, `/packages/${packageId}/show`);
    await main.getByText('SDWan (1)').waitFor({ state: 'visible' });
    const [service] = await list<Service>(api, 'services', { package_id: packageId });
    expect(service).toMatchObject({ type: 'sdwan', status: 'DRAFT' });

    // Confirm: offered on the draft only.
    await main.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expectNotification(page, 'Package Confirmed');
    await main.getByText('Provisioning').first().waitFor({ state: 'visible' });
    await expect.poll(() => main.getByRole('button', { name: 'Confirm' }).count()).toBe(0);
    expect((await api.get<Service>(`services/${service!.id}`)).status).toBe('PROVISIONING');

    // Provision: a device in stock of the chosen product.
    await main.getByText(service!.reference, { exact: true }).click();
    await waitForPath(page, `/services/${service!.id}/show`);
    await main.getByText('Provision', { exact: true }).click();
    await waitForPath(page, `/services/${service!.id}/provision`);
    await chooseAutocomplete(page, main.getByLabel('Device product'), deviceProduct.name, deviceProduct.name);
    await chooseAutocomplete(page, main.getByLabel('Device *'), device!.serial, new RegExp(device!.serial));
    await main.getByRole('button', { name: 'Provision' }).click();
    await expectNotification(page, 'Service provisioned');
    await waitForPath(page, `/services/${service!.id}/show`);
    expect(await api.get<Service>(`services/${service!.id}`)).toMatchObject({ status: 'PROVISIONED', device_id: device!.id });

    // Ship: the date defaults to today, the tracking code is given.
    const tracking = unique('TRACK');
    await main.getByText('Ship', { exact: true }).click();
    await waitForPath(page, `/services/${service!.id}/ship`);
    await main.getByLabel('Tracking code').fill(tracking);
    await main.getByRole('button', { name: 'Ship' }).click();
    await expectNotification(page, 'Shipped');
    await waitForPath(page, `/services/${service!.id}/show`);
    const shipped = await api.get<Service>(`services/${service!.id}`);
    expect(shipped).toMatchObject({ status: 'SHIPPED', shipping_tracking_code: tracking });
    expect(shipped.shipping_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // The delivery note of what left under that tracking code downloads as a PDF.
    const download = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Delivery note' }).click();
    const note = await download;
    expect(note.suggestedFilename()).toBe(`delivery-note-${tracking}.pdf`);
    const path = await note.path();
    expect((await readFile(path!)).subarray(0, 5).toString()).toBe('%PDF-');

    // Deliver: only now offered; the delivery date is required and defaults to today.
    await main.getByText('Shipped', { exact: true }).first().waitFor({ state: 'visible' });
    await expect.poll(() => main.getByText('Ship', { exact: true }).count()).toBe(0);
    await main.getByText('Deliver', { exact: true }).click();
    await waitForPath(page, `/services/${service!.id}/deliver`);
    await main.getByRole('button', { name: 'Deliver' }).click();
    await expectNotification(page, 'Delivered');
    await waitForPath(page, `/services/${service!.id}/show`);
    const delivered = await api.get<Service>(`services/${service!.id}`);
    expect(delivered.status).toBe('DELIVERED');
    expect(delivered.delivery_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // A delivered service offers Pause, no delivery step any more.
    await main.getByRole('button', { name: 'Pause' }).waitFor({ state: 'visible' });
    await expect.poll(() => main.getByText('Deliver', { exact: true }).count()).toBe(0);
  });
});
