// The access trail (issue 28, decision 0084): a sign-in, a failed one, a sign-out and a preference
// change are events of the trail and write nothing to the activity log; admins list them by user,
// kind and date, nobody else; migration 0036 moved the old sign-in, impersonation and preference entries.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logs } from '../../src/db/schema/index.ts';
import { login } from '../support/auth-helpers.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let admin: (o: any) => any;
beforeAll(async () => {
  t = await createTestApp();
  admin = t.as((await createUser(t, 'admin')).token);
});
afterAll(() => t.close());

const logCount = async () => Number((await t.database.query('select count(*)::int as n from logs')).rows[0].n);
const trail = async (qs: string) => {
  const res = await admin({ method: 'GET', url: `/api/v1/access_events/?${qs}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; results: any[] };
};

describe('access trail', () => {
  it('records a sign-in, a failed one, a preference change and a sign-out, and no change entry', async () => {
    const { user, password } = await createUser(t, 'staff');
    const before = await logCount();
    expect((await login(t, { login: user.email, password: 'wrong-one' }, '10.1.1.1')).json().success).toBe(false);
    const res = await login(t, { login: user.email, password }, '10.1.1.2');
    expect(res.json().success).toBe(true);
    const session = t.as(res.json().token);
    const put = await session({
      method: 'PUT',
      url: '/api/v1/account',
      payload: { email: user.email, firstname: user.firstname, lastname: user.lastname, locale: 'nl' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await session({ method: 'POST', url: '/api/v1/account/logout' })).statusCode).toBe(200);
    expect(await logCount()).toBe(before);

    const mine = await trail(`user_id=${user.id}&sort=id&order=ASC`);
    expect(mine.results.map((e) => [e.kind, e.ip])).toEqual([
      ['sign_in_failed', '10.1.1.1'],
      ['sign_in', '10.1.1.2'],
      ['preferences', expect.anything()],
      ['sign_out', expect.anything()],
    ]);
    expect(mine.results[0].details).toEqual({ reason: 'invalid' });
    expect(mine.results[2].details).toEqual({ locale: { from: 'en', to: 'nl' } });
  });

  it('records a login that names no account with the login typed', async () => {
    await login(t, { login: 'nobody@example.com', password: 'x' });
    const found = await trail('kind=sign_in_failed&q=nobody');
    expect(found.results).toEqual([expect.objectContaining({ user_id: null, email: 'nobody@example.com', details: { reason: 'invalid' } })]);
  });

  it('filters by user, kind and date', async () => {
    const { user, password } = await createUser(t, 'staff');
    await login(t, { login: user.email, password });
    expect((await trail(`user_id=${user.id}&kind=sign_in`)).count).toBe(1);
    expect((await trail(`user_id=${user.id}&kind=sign_out`)).count).toBe(0);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect((await trail(`user_id=${user.id}&created_at_gte=${encodeURIComponent(tomorrow)}`)).count).toBe(0);
    expect((await trail(`user_id=${user.id}&created_at_lte=${encodeURIComponent(tomorrow)}`)).count).toBe(1);
  });

  it('is read by admins only, and written by no one through the API', async () => {
    for (const role of ['staff', 'portal', 'pricing'] as const) {
      const other = t.as((await createUser(t, role)).token);
      expect((await other({ method: 'GET', url: '/api/v1/access_events/' })).statusCode, role).toBe(403);
    }
    expect((await t.as(null)({ method: 'GET', url: '/api/v1/access_events/' })).statusCode).toBe(401);
    const post = await admin({ method: 'POST', url: '/api/v1/access_events/', payload: { kind: 'sign_in' } });
    expect([404, 405]).toContain(post.statusCode);
  });

  it('migration 0036 moves sign-ins, impersonations and preference-only entries to the trail, and keeps the rest', async () => {
    const { user } = await createUser(t, 'staff');
    const id = String(user.id);
    const [kept] = await t.database.db
      .insert(logs)
      .values([
        {
          verb: 'login',
          object_type: 'user',
          object_id: id,
          object_repr: user.email,
          author_id: user.id,
          author_name: 'Old',
          after: { ip: '10.9.9.9' },
          refs: {},
        },
        {
          verb: 'impersonate',
          object_type: 'customer',
          object_id: '12',
          object_repr: 'Acme',
          author_id: 1,
          author_name: 'Staff',
          after: { user_id: user.id, email: user.email },
        },
        { verb: 'update', object_type: 'user', object_id: id, object_repr: user.email, before: { locale: 'en' }, after: { locale: 'fr' } },
        {
          verb: 'update',
          object_type: 'user',
          object_id: id,
          object_repr: user.email,
          before: { locale: 'en', firstname: 'A' },
          after: { locale: 'fr', firstname: 'B' },
        },
      ])
      .returning({ id: logs.id })
      .then((rows) => rows.slice(3));
    const sql = readFileSync(new URL('../../src/db/migrations/0036_access_trail.sql', import.meta.url), 'utf8');
    // The statements that move data (the table and column already exist in the test database).
    for (const statement of sql.split('--> statement-breakpoint').filter((s) => /INSERT INTO|DELETE FROM/.test(s))) await t.database.query(statement);

    const moved = await t.database.query(
      `select kind, ip, actor_id, details from access_events where user_id = $1 and details ? 'moved_from_log' order by id`,
      [user.id],
    );
    expect(moved.rows.map((r) => [r.kind, r.ip])).toEqual([
      ['sign_in', '10.9.9.9'],
      ['impersonation_start', null],
      ['preferences', null],
    ]);
    expect(moved.rows[1]).toMatchObject({ actor_id: 1, details: { customer_id: 12 } });
    expect(moved.rows[2].details).toMatchObject({ locale: { from: 'en', to: 'fr' } });
    const left = await t.database.query(`select id from logs where object_id in ($1, '12') and object_type in ('user', 'customer')`, [id]);
    expect(left.rows.map((r) => Number(r.id))).toEqual([kept.id]);
  });
});
