// Billing from the order book (spec 2 §2 Preview and Invoice; decisions 0030, 0031): a package's
// Preview tab shows what the next invoice would bill; Invoice bills it ('Package Invoiced') and opens
// the new draft invoice; the package's Invoices tab lists it and its Preview has nothing left. The
// month's billing run waits, ready to launch, on the billing runs page; the accounting dashboard
// shows the totals and the invoice report.
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { adminApi, list } from '../support/inventory.ts';
import { expectDashboard, expectNotification, pathOf, signIn, waitForPath } from '../support/journeys.ts';

const e2e = inject('e2e');

interface Pkg {
  id: number;
  reference: string | null;
  status: string;
  is_free: boolean;
}
interface Preview {
  lines: { description: string; total: number }[];
  total_untaxed: number;
}

describe.skipIf(!e2e)('Billing: a package from its Preview tab', () => {
  const browser = useBrowser();

  it('previews, invoices and finds the invoice; the month’s run is ready', async () => {
    const { page } = browser.current;
    const api = await adminApi(e2e!);
    const candidates = await list<Pkg>(api, 'packages', { page_size: 50, status: 'delivered', sort: 'id', order: 'ASC' });
    let pkg: Pkg | undefined;
    let preview: Preview | undefined;
    for (const p of candidates.filter((c) => !c.is_free)) {
      const answer = await api.get<Preview>(`packages/${p.id}/simulate`);
      if (answer.lines.length) [pkg, preview] = [p, answer];
      if (pkg) break;
    }
    expect(pkg, 'a demo package with something due this month').toBeDefined();

    await signIn(page, e2e!.adminEmail, e2e!.adminPassword);
    await expectDashboard(page);
    await page.goto(`/packages/${pkg!.id}/show/preview`);
    const main = page.locator('#main-content');
    await main.getByText(preview!.lines[0].description, { exact: false }).first().waitFor({ state: 'visible' });

    await main.getByRole('button', { name: 'Invoice' }).first().click();
    await expectNotification(page, 'Package Invoiced');
    await waitForPath(page, /^\/invoices\/\d+\/show$/);
    const invoiceId = Number(pathOf(page).split('/')[2]);
    const invoice = await api.get<{ status: string; package_id: number; total_untaxed: number }>(`invoices/${invoiceId}`);
    expect(invoice).toMatchObject({ status: 'draft', package_id: pkg!.id, total_untaxed: preview!.total_untaxed });

    // Nothing left to bill for the month; the Invoices tab lists the new invoice.
    await page.goto(`/packages/${pkg!.id}/show/preview`);
    await main.getByText('Nothing to invoice for this month', { exact: false }).waitFor({ state: 'visible' });
    expect((await api.get<Preview>(`packages/${pkg!.id}/simulate`)).lines).toEqual([]);
    await page.goto(`/packages/${pkg!.id}/show/invoices`);
    await main.locator('tbody tr').first().waitFor({ state: 'visible' });

    // The month's billing run, prepared by the demo, waits for an admin.
    await page.goto('/billing_runs');
    await main.getByText('Ready to launch').first().waitFor({ state: 'visible' });
    await main.getByRole('button', { name: 'Launch' }).first().waitFor({ state: 'visible' });

    // The accounting dashboard: totals by status, the months, and the invoice report by customer.
    await page.goto('/dashboards/accounting');
    await main.getByRole('heading', { name: 'Accounting' }).waitFor({ state: 'visible' });
    await main.getByRole('table', { name: 'Totals by status' }).getByText('Draft').waitFor({ state: 'visible' });
    await main.getByRole('table', { name: 'Invoice report' }).locator('tbody tr').first().waitFor({ state: 'visible' });
  });
});
