// The app bar's search finds the references staff are given on the phone and by e-mail (issue 28,
// decision 0078): a package's PKG reference, an invoice number, a service's SRV reference, an IP and
// the subnet holding it, a satellite kit's serial. Each is typed as a user would, is offered first
// under its kind's heading, and opens where it should.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/browser.ts';
import { adminApi, list } from '../support/inventory.ts';
import { expectDashboard, pathOf, signIn, waitForPath } from '../support/journeys.ts';

const e2e = inject('e2e');

interface Ref {
  id: number;
  reference?: string | null;
  number?: string | null;
  address?: string;
  subnet?: string | null;
  kit_serial_number?: string | null;
}

/** Types the term in the app bar search and answers the first option's text and the heading above it. */
async function firstResult(page: Page, term: string) {
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Global search' });
  await box.fill('');
  await box.fill(term);
  const first = page.getByRole('listbox').getByRole('option').first();
  await expect.poll(async () => (await first.isVisible()) && (await first.innerText()).includes(term), { timeout: 20_000 }).toBe(true);
  const heading = await page.locator('.MuiAutocomplete-groupLabel').first().innerText();
  return { first, heading };
}

describe.skipIf(!e2e)('global search over references', () => {
  const browser = useBrowser();

  it('finds a package, an invoice, a service, an IP and its subnet, and a satellite kit by what staff are given', async () => {
    const { page } = browser.current;
    const api = await adminApi(e2e!);
    const one = async (resource: string, query: Record<string, string | number | boolean>) => {
      const [row] = await list<Ref>(api, resource, { page_size: 1, sort: 'id', order: 'ASC', ...query });
      expect(row, `a demo ${resource} record`).toBeDefined();
      return row;
    };
    const pkg = await one('packages', {});
    const invoice = await one('invoices', { invoice_type: 'invoice', status: 'paid' });
    expect(invoice.number, 'a paid invoice has its number').toBeTruthy();
    const service = await one('services', {});
    // The demo's DHCP block (server/src/seed/demo-lines-ips-items.ts): its IPs carry the subnet 10.20.0.0/24.
    const [ip] = [
      ...(await list<Ref>(api, 'ips', { subnet: '10.20.0.0/24', available: true, page_size: 1 })),
      ...(await list<Ref>(api, 'ips', { subnet: '10.20.0.0/24', available: false, page_size: 1 })),
    ];
    expect(ip, 'a demo IP of 10.20.0.0/24').toBeDefined();
    const terminal = await one('starlink_terminals', {});

    await signIn(page, e2e!.adminEmail, e2e!.adminPassword);
    await expectDashboard(page);

    // A package by its reference: the first result, under Packages, opens its show page.
    const found = await firstResult(page, pkg.reference!);
    expect(found.heading).toMatch(/packages/i);
    await found.first.click();
    await waitForPath(page, `/packages/${pkg.id}/show`);

    expect((await firstResult(page, invoice.number!)).heading).toMatch(/^invoices$/i);
    expect((await firstResult(page, service.reference!)).heading).toMatch(/services/i);
    expect((await firstResult(page, terminal.kit_serial_number!)).heading).toMatch(/satellite kits/i);

    // An IP typed: its record first, then the subnet holding it, which opens the IP list filtered by it.
    const address = await firstResult(page, ip.address!);
    expect(address.heading).toMatch(/ips/i);
    const subnet = page.getByRole('listbox').getByRole('option', { name: /^10\.20\.0\.0\/24/ });
    await subnet.click();
    await waitForPath(page, '/ips');
    expect(pathOf(page)).toBe('/ips');
    expect(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')).toMatchObject({ subnet: '10.20.0.0/24' });
  });
});
