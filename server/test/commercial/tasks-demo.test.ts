// The demo's tasks (issue 12): every status, priority and action, on services and lines of the demo,
// with their names kept, and the lines dashboard showing something.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_STATUSES } from '@console/contract';
import { seedDemo } from '../../src/seed/demo.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let staff: (o: any) => any;
const quiet = { info: () => {} } as any;
const rows = async (q: string) => (await t.database.query(q)).rows;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, quiet);
  staff = t.as((await createUser(t, 'staff')).token);
}, 180_000);
afterAll(() => t.close());

describe('tasks demo', () => {
  it('has tasks in every status, assigned to staff, with customer names', async () => {
    const statuses = (await rows('select distinct status from tasks')).map((r) => r.status).sort();
    expect(statuses).toEqual([...TASK_STATUSES].sort());
    expect((await rows('select count(distinct priority)::int n from tasks'))[0].n).toBe(4);
    expect((await rows(`select count(*)::int n from tasks t join users u on u.id = t.assigned_to_id where not u.is_staff`))[0].n).toBe(0);
    const list = (await staff({ method: 'GET', url: '/api/v1/tasks/?status=IN%20PROGRESS' })).json();
    expect(list.count).toBeGreaterThan(0);
    expect(list.results[0].customer_name).toEqual(expect.any(String));
    expect((await staff({ method: 'GET', url: '/api/v1/tasks/?overdue=true' })).json().count).toBeGreaterThan(0);
  });

  it('gives the lines dashboard something to show', async () => {
    const stats = (await staff({ method: 'GET', url: '/api/v1/admin/dashboard/lines/stats' })).json();
    expect(stats.lines.not_attached_due).toBeGreaterThan(0);
    expect(stats.services.provisioning).toBeGreaterThan(0);
  });
});
