// Tasks (spec 3 §3 Line/task, §4) and the lines dashboard (spec 3 §2, §7): the state machine of the
// contract enforced with 409s, closed tasks frozen, references checked, staff-only assignees, the
// so_number alias, the activity log, and the dashboard tiles equal to the totals of the lists they open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_STATUSES, TASK_TRANSITIONS, checkTaskTransition, taskStatusChoices, type TaskStatus } from '@console/contract';
import { devices } from '../../src/db/schema/index.ts';
import { commercialSetup, force, type Commercial } from '../support/commercial-fixtures.ts';
import { createUser } from '../support/helpers.ts';

let c: Commercial;
let portalUserId: number;

beforeAll(async () => {
  c = await commercialSetup();
  portalUserId = (await createUser(c.t, 'portal')).user.id;
});
afterAll(() => c.t.close());

const createTask = async (over: Record<string, unknown> = {}) => {
  const res = await c.post('/tasks/', { customer_id: c.customerId, action: 'TO PROVISION', ...over });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
/** Moves a task through the API along allowed steps. */
const moveTo = async (id: number, path: TaskStatus[]) => {
  for (const status of path) expect((await c.put(`/tasks/${id}`, { status })).statusCode).toBe(200);
};

describe('task create', () => {
  it('starts NEW with NORMAL priority and OTHER action by default, and takes so_number as the sales order', async () => {
    const res = await c.post('/tasks/', { so_number: 'SO-1001', customer_id: c.customerId });
    expect(res.statusCode).toBe(201);
    const task = res.json();
    expect(task).toMatchObject({ status: 'NEW', priority: 'NORMAL', action: 'OTHER', sales_order_number: 'SO-1001', customer_name: 'Festival Org' });
    expect(task.last_updated_by).toMatch(/@/);
  });

  it('refuses any other first status with a message on the field', async () => {
    const res = await c.post('/tasks/', { customer_id: c.customerId, status: 'DONE' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.status).toBe('A task starts as NEW.');
  });

  it('refuses unknown priorities, actions and statuses', async () => {
    for (const bad of [{ priority: 'SOON' }, { action: 'TO PAINT' }, { status: 'OPEN' }]) {
      const res = await c.post('/tasks/', { customer_id: c.customerId, ...bad });
      expect(res.statusCode).toBe(400);
    }
  });

  it('assigns staff only', async () => {
    const res = await c.post('/tasks/', { customer_id: c.customerId, assigned_to_id: portalUserId });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.assigned_to_id).toBe('Choose a staff user.');
    const ok = await createTask({ assigned_to_id: c.staffUserId });
    expect(ok.assigned_to_id).toBe(c.staffUserId);
    expect(ok.assigned_to_name).toBeTypeOf('string');
  });

  it('takes the customer and package of its service, and refuses a site, package or service of another customer', async () => {
    const pkg = await c.createPackage();
    const service = await c.createService(pkg.id);
    const res = await c.post('/tasks/', { service_id: service.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ package_id: pkg.id, customer_id: c.customerId, service_reference: service.reference });

    const otherSite = await c.post('/tasks/', { customer_id: c.customerId, site_id: c.otherSiteId });
    expect(otherSite.statusCode).toBe(400);
    expect(otherSite.json().errors.site_id).toBe('The site does not belong to the customer.');
    const otherPackage = await c.post('/tasks/', { customer_id: c.otherCustomerId, package_id: pkg.id });
    expect(otherPackage.statusCode).toBe(400);
    expect(otherPackage.json().errors.package_id).toBe("The package does not belong to the task's customer.");
    const otherService = await c.post('/tasks/', { customer_id: c.otherCustomerId, service_id: service.id });
    expect(otherService.statusCode).toBe(400);
    expect(otherService.json().errors.service_id).toBe("The service does not belong to the task's customer.");
    const missing = await c.post('/tasks/', { package_id: 999999 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.package_id).toBe('No package with this id.');
  });
});

describe('task state machine', () => {
  it('allows exactly the moves of the contract, on the server as in the console', async () => {
    // Reach every status, then try every target from it: allowed moves answer 200, others 409.
    const paths: Record<TaskStatus, TaskStatus[]> = {
      NEW: [],
      'IN PROGRESS': ['IN PROGRESS'],
      'ON HOLD': ['ON HOLD'],
      DONE: ['DONE'],
      CANCELED: ['CANCELED'],
    };
    for (const from of TASK_STATUSES) {
      for (const to of TASK_STATUSES) {
        if (to === from) continue;
        const task = await createTask();
        await moveTo(task.id, paths[from]);
        const res = await c.put(`/tasks/${task.id}`, { status: to });
        const allowed = TASK_TRANSITIONS[from].includes(to);
        expect(res.statusCode, `${from} -> ${to}`).toBe(allowed ? 200 : 409);
        expect(checkTaskTransition(from, to) === null).toBe(allowed);
        if (!allowed) {
          expect(res.json().message).toBe(`Cannot move a task from status ${from} to ${to}: allowed only to ${oneOf(TASK_TRANSITIONS[from])}.`);
          const after = (await c.get(`/tasks/${task.id}`)) as { status: string };
          expect(after.status).toBe(from);
        }
      }
      expect(taskStatusChoices(from)).toEqual([from, ...TASK_TRANSITIONS[from]]);
    }
  });

  it('names the state in the 409: a started task cannot go back to NEW', async () => {
    const task = await createTask();
    await moveTo(task.id, ['IN PROGRESS']);
    const res = await c.put(`/tasks/${task.id}`, { status: 'NEW' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Cannot move a task from status IN PROGRESS to NEW: allowed only to ON HOLD, DONE or CANCELED.');
  });

  it('freezes a closed task but its notes; reopening unfreezes it', async () => {
    const task = await createTask({ priority: 'LOW' });
    await moveTo(task.id, ['DONE']);
    const frozen = await c.put(`/tasks/${task.id}`, { priority: 'URGENT' });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().message).toBe('The task is DONE: reopen it before changing anything but its notes.');
    // The edit form sends the whole record back: unchanged fields are not changes.
    const record = await c.get(`/tasks/${task.id}`);
    const notes = await c.put(`/tasks/${task.id}`, { ...record, notes: 'Checked on site.' });
    expect(notes.statusCode).toBe(200);
    expect(notes.json().notes).toBe('Checked on site.');
    await moveTo(task.id, ['IN PROGRESS']);
    const edited = await c.put(`/tasks/${task.id}`, { priority: 'URGENT' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().priority).toBe('URGENT');
  });

  it('logs every change, with the status before and after', async () => {
    const task = await createTask();
    await moveTo(task.id, ['ON HOLD']);
    const logs = await c.get(`/logs/?object_type=task&object_id=${task.id}&by_system=all`);
    const verbs = logs.results.map((l: any) => l.verb).sort();
    expect(verbs).toEqual(['create', 'update']);
    const update = logs.results.find((l: any) => l.verb === 'update');
    expect(update.before.status).toBe('NEW');
    expect(update.after.status).toBe('ON HOLD');
  });
});

describe('task list', () => {
  it('filters by status, priority, action, assignee, customer, package and due date, and searches the sales order', async () => {
    const pkg = await c.createPackage();
    const a = await createTask({
      so_number: 'SO-FILTER-A',
      priority: 'URGENT',
      action: 'TO MOVE',
      assigned_to_id: c.staffUserId,
      package_id: pkg.id,
      due_date: '2020-01-10',
    });
    const b = await createTask({ so_number: 'SO-FILTER-B', priority: 'LOW', action: 'TO ORDER', customer_id: c.otherCustomerId, due_date: '2099-01-10' });
    await moveTo(b.id, ['CANCELED']);
    const ids = async (query: string) => (await c.get(`/tasks/?page_size=100&${query}`)).results.map((r: any) => r.id);
    expect(await ids('priority=URGENT')).toContain(a.id);
    expect(await ids('priority=URGENT')).not.toContain(b.id);
    expect(await ids('action=TO%20ORDER')).toEqual([b.id]);
    expect(await ids(`status=CANCELED&customer_id=${c.otherCustomerId}`)).toEqual([b.id]);
    expect(await ids(`assigned_to_id=${c.staffUserId}&package_id=${pkg.id}`)).toEqual([a.id]);
    expect(await ids('due_date_lte=2020-12-31&q=SO-FILTER')).toEqual([a.id]);
    expect(await ids('q=FILTER-B')).toEqual([b.id]);
    expect(await ids('overdue=true&q=SO-FILTER')).toEqual([a.id]);
    expect(await ids('open=false&q=SO-FILTER')).toEqual([b.id]);
  });

  it('archives with a reason and hides archived tasks by default', async () => {
    const task = await createTask({ so_number: 'SO-ARCHIVE' });
    const res = await c.staff({ method: 'DELETE', url: `/api/v1/tasks/${task.id}`, payload: { archived_reason: 'Duplicate' } });
    expect(res.statusCode).toBeLessThan(300);
    const list = await c.get('/tasks/?q=SO-ARCHIVE');
    expect(list.count).toBe(0);
    const archived = await c.get('/tasks/?q=SO-ARCHIVE&archived=true');
    expect(archived.results[0].archived_reason).toBe('Duplicate');
  });
});

describe('lines dashboard', () => {
  it('counts unattached lines with an action due and services provisioning, as their lists do', async () => {
    const before = await c.get('/admin/dashboard/lines/stats');
    const [device] = await c.t.database.db
      .insert(devices)
      .values({ serial: 'DASH-LINE-1', site_id: c.siteId, customer_id: c.customerId, in_stock: false })
      .returning({ id: devices.id });
    const line = async (over: Record<string, unknown>) => {
      const res = await c.post('/lines/', { site_id: c.siteId, status: 'TO ORDER', ...over });
      expect(res.statusCode).toBe(201);
      return res.json();
    };
    await line({ subscription_id: 'DUE-1', next_action_date: '2020-01-01' });
    await line({ subscription_id: 'DUE-2', next_action_date: new Date().toISOString().slice(0, 10) });
    await line({ subscription_id: 'LATER', next_action_date: '2099-01-01' });
    await line({ subscription_id: 'NODATE' });
    const attached = await line({ subscription_id: 'ATTACHED', next_action_date: '2020-01-01' });
    expect((await c.post(`/lines/${attached.id}/attach`, { device_id: device.id })).statusCode).toBe(200);
    const pkg = await c.createPackage();
    const s1 = await c.createService(pkg.id);
    await force(c.t, 'services', s1.id, { status: 'PROVISIONING' });
    const s2 = await c.createService(pkg.id);
    await force(c.t, 'services', s2.id, { status: 'PROVISIONED' });

    const stats = await c.get('/admin/dashboard/lines/stats');
    expect(stats.lines.not_attached_due).toBe(before.lines.not_attached_due + 2);
    expect(stats.services.provisioning).toBe(before.services.provisioning + 1);
    const lines = await c.get('/lines/?attached=false&next_action_due=true&page_size=10&sort=next_action_date&order=ASC');
    expect(lines.count).toBe(stats.lines.not_attached_due);
    expect(lines.results.map((l: any) => l.subscription_id)).toEqual(expect.arrayContaining(['DUE-1', 'DUE-2']));
    const services = await c.get('/services/?status=provisioning');
    expect(services.count).toBe(stats.services.provisioning);
  });

  it('is for staff only', async () => {
    const portal = await createUser(c.t, 'portal');
    const res = await c.t.as(portal.token)({ method: 'GET', url: '/api/v1/admin/dashboard/lines/stats' });
    expect(res.statusCode).toBe(403);
  });
});

const oneOf = (list: readonly string[]) => (list.length === 1 ? list[0] : `${list.slice(0, -1).join(', ')} or ${list[list.length - 1]}`);
