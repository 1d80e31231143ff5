// Whatever a client sends to the sign-in, account and user action routes, the answer is below 500.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp } from '../support/auth-helpers.ts';
import { createTestApp, createUser, type TestApp } from '../support/helpers.ts';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await createUser(t, 'admin')).token;
});
afterAll(() => t.close());

const fieldValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', ' ', '0', '000000', 'a@b.co', 'x'.repeat(400), '\u0000', 'light', 'dark', 'sms', '1.2.3', '%00'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);
const FIELDS = ['login', 'password', 'ephemeral_token', 'code', 'token', 'email', 'firstname', 'lastname', 'theme'];
const body = fc.oneof(fc.dictionary(fc.constantFrom(...FIELDS), fieldValue, { maxKeys: 5 }), fc.constantFrom(null, [], 'text', 42));

const ROUTES: { method: 'POST' | 'PUT'; url: string; auth?: boolean }[] = [
  { method: 'POST', url: '/api/v1/account/login' },
  { method: 'POST', url: '/api/v1/account/login/mfa/dispatch_code' },
  { method: 'POST', url: '/api/v1/account/login/mfa/confirm_code' },
  { method: 'POST', url: '/api/v1/account/forget_password' },
  { method: 'POST', url: '/api/v1/account/reset_password' },
  { method: 'POST', url: '/api/v1/account/impersonation/redeem' },
  { method: 'PUT', url: '/api/v1/account', auth: true },
  { method: 'POST', url: '/api/v1/users/', auth: true },
];

describe('no 5xx from the account routes', () => {
  for (const route of ROUTES) {
    it(`${route.method} ${route.url}`, async () => {
      await fc.assert(
        fc.asyncProperty(body, fc.boolean(), async (payload, asForm) => {
          const headers: Record<string, string> = route.auth ? { authorization: `Bearer ${adminToken}` } : {};
          let raw: string;
          if (asForm && payload && typeof payload === 'object' && !Array.isArray(payload)) {
            headers['content-type'] = 'application/x-www-form-urlencoded';
            raw = new URLSearchParams(Object.entries(payload).map(([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')])).toString();
          } else {
            headers['content-type'] = 'application/json';
            raw = JSON.stringify(payload);
          }
          const res = await t.app.inject({ method: route.method, url: route.url, payload: raw, headers, remoteAddress: freshIp() });
          expect(res.statusCode, `${raw} -> ${res.body}`).toBeLessThan(500);
        }),
        { numRuns: 40, seed: 20240601 },
      );
    });
  }

  it('malformed ids on the user action routes answer 400 or 404', async () => {
    for (const id of ['0', '-1', 'abc', '99999999999', '1.5', '%20']) {
      for (const path of ['mfa/enable', 'mfa/disable', 'impersonate']) {
        const res = await t.as(adminToken)({ method: 'POST', url: `/api/v1/users/${id}/${path}` });
        expect([400, 404], `${id}/${path}`).toContain(res.statusCode);
      }
      const res = await t.as(adminToken)({ method: 'POST', url: `/api/v1/customers/${id}/impersonate` });
      expect([400, 404]).toContain(res.statusCode);
    }
  });
});
