// Tasks and the lines dashboard (spec 3 §2 Tasks and lines, §4; docs/decisions/0032): the dashboard's
// tile counts the unattached lines with an action due and lists up to 10 of them; a task is created
// NEW, and its edit form offers only the statuses the contract allows from where it stands.
import { describe, expect, inject, it } from 'vitest';
import { unique } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { adminApi, list } from '../support/inventory.ts';
import { expectDashboard, signIn, waitForPath } from '../support/journeys.ts';

const e2e = inject('e2e');

describe.skipIf(!e2e)('Tasks and the lines dashboard', () => {
  const browser = useBrowser();

  it('shows the lines dashboard from its stats, then creates a task and moves it only where allowed', async () => {
    const { page } = browser.current;
    const api = await adminApi(e2e!);
    const stats = await api.get<{ lines: { not_attached_due: number }; services: { provisioning: number } }>('admin/dashboard/lines/stats');
    expect(stats.lines.not_attached_due, 'demo lines with an action due').toBeGreaterThan(0);

    await signIn(page, e2e!.adminEmail, e2e!.adminPassword);
    await expectDashboard(page);
    await page.goto('/dashboards/lines');
    await expect.poll(() => page.locator('[data-tile="lines_not_attached_due"]').textContent()).toContain(String(stats.lines.not_attached_due));
    await expect.poll(() => page.locator('[data-tile="services_provisioning"]').textContent()).toContain(String(stats.services.provisioning));
    const due = page.locator('[data-list="lines"] tbody tr');
    await due.first().waitFor({ state: 'visible' });
    expect(await due.count()).toBe(Math.min(10, stats.lines.not_attached_due));

    // A new task: NEW is the only status offered.
    const so = unique('SO');
    await page.goto('/tasks/create');
    await page.getByLabel('Sales order').fill(so);
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, /\/tasks\/\d+\/show$/);
    const [task] = await list<{ id: number; status: string }>(api, 'tasks', { q: so });
    expect(task.status).toBe('NEW');

    // Started, it can no longer go back to NEW.
    await api.request('PUT', `tasks/${task.id}`, { status: 'IN PROGRESS' });
    await page.goto(`/tasks/${task.id}`);
    await page.getByLabel('Status').click();
    const options = page.getByRole('listbox').getByRole('option');
    await options.first().waitFor({ state: 'visible' });
    expect(await options.allTextContents()).toEqual(['In progress', 'On hold', 'Done', 'Canceled']);
    await page.getByRole('option', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, `/tasks/${task.id}/show`);
    await expect.poll(async () => (await list<{ status: string }>(api, 'tasks', { q: so }))[0].status).toBe('DONE');
  });
});
