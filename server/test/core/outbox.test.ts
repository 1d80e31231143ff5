import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema/index.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let admin: (o: any) => any;
let staff: (o: any) => any;
beforeAll(async () => {
  t = await createTestApp();
  admin = t.as((await createUser(t, 'admin')).token);
  staff = t.as((await createUser(t, 'staff')).token);
  await t.database.db.insert(outbox).values([
    { channel: 'email', recipient: 'jan@devos.example', subject: 'Confirm your account', body: 'Hello', status: 'stored' },
    { channel: 'email', recipient: 'els@devos.example', subject: 'Reset your password', body: 'Hello', status: 'failed', error: 'SMTP down' },
    { channel: 'sms', recipient: '+32470000000', subject: '', body: 'Your code is 123456', status: 'sent', sent_at: new Date() },
  ]);
});
afterAll(() => t.close());

describe('outbox', () => {
  it('is for admins only', async () => {
    expect((await staff({ method: 'GET', url: '/api/v1/outbox/' })).statusCode).toBe(403);
    expect((await staff({ method: 'GET', url: '/api/v1/outbox/1' })).statusCode).toBe(403);
    expect((await t.as(null)({ method: 'GET', url: '/api/v1/outbox/' })).statusCode).toBe(401);
    expect((await admin({ method: 'GET', url: '/api/v1/outbox/' })).json().count).toBe(3);
  });

  it('filters by channel, status and recipient, and searches recipient and subject', async () => {
    const get = async (qs: string) => (await admin({ method: 'GET', url: `/api/v1/outbox/?${qs}` })).json();
    expect((await get('channel=sms')).results.map((m: any) => m.recipient)).toEqual(['+32470000000']);
    expect((await get('status=failed')).results[0].error).toBe('SMTP down');
    expect((await get('recipient=jan@devos.example')).count).toBe(1);
    expect((await get('q=devos')).count).toBe(2);
    expect((await get('q=password')).results.map((m: any) => m.recipient)).toEqual(['els@devos.example']);
    expect((await get('status=stored&status=sent')).count).toBe(2);
  });

  it('is read-only', async () => {
    expect((await admin({ method: 'POST', url: '/api/v1/outbox/', payload: { recipient: 'x@y.z' } })).statusCode).toBe(404);
    expect((await admin({ method: 'PUT', url: '/api/v1/outbox/1', payload: { status: 'sent' } })).statusCode).toBe(404);
  });
});
