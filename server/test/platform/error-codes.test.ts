// Errors carry a stable code and the params of their message beside the spec's fields (decision 0076):
// 404, 403, 400 (validation), a state machine's 409 and an archive refusal's 409, each with the
// spec's message unchanged.
import { ERROR_CODES, errorMessage, INVALID_PAGE, SATELLITE_MESSAGES, SERVICE_MACHINE, statusRefusal } from '@console/contract';
import { IDEMPOTENCY_MESSAGES } from '../../src/platform/idempotency.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../support/helpers.ts';
import { type Commercial, commercialSetup, force } from '../support/commercial-fixtures.ts';

let c: Commercial;
beforeAll(async () => {
  c = await commercialSetup();
}, 180_000);
afterAll(() => c.t.close());

describe('error codes', () => {
  it('404: not_found with the spec message', async () => {
    const res = await c.staff({ method: 'GET', url: '/api/v1/customers/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Not found.', detail: 'Not found.', code: 'not_found', params: {} });
    const route = await c.staff({ method: 'GET', url: '/api/v1/no-such-route/' });
    expect(route.json()).toMatchObject({ code: 'not_found', message: 'Not found.' });
  });

  it('403: forbidden', async () => {
    const { token } = await createUser(c.t, 'portal');
    const res = await c.t.as(token)({ method: 'GET', url: '/api/v1/services/' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'forbidden', params: {}, message: ERROR_CODES.forbidden.message });
  });

  it('400: invalid_input keeps its field errors and names the fields', async () => {
    const res = await c.post('/customers/', { name: 12 });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'invalid_input', params: { fields: ['name'] } });
    expect(body.errors.name).toBeTruthy();
    expect(body.params.details).toBe(body.message);
  });

  it('409: a state machine refusal carries its code and params, its message the catalogue one', async () => {
    const pkg = await c.createPackage();
    const service = await c.createService(pkg.id);
    await force(c.t, 'services', service.id, { status: 'DRAFT' });
    const res = await c.post(`/services/${service.id}/ship`, { date: '2026-06-01' });
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.message).toBe('Cannot ship from status DRAFT: allowed only from PROVISIONED.');
    expect(body).toMatchObject({ success: false, code: 'state_refused', params: { action: 'ship', status: 'DRAFT', from: ['PROVISIONED'] } });
    expect(errorMessage(body.code, body.params)).toBe(body.message);
    expect(statusRefusal(SERVICE_MACHINE, 'ship', 'DRAFT')).toBe(body.message);
  });

  it('409: archiving an archived record names the state, with its code', async () => {
    const customer = (await c.post('/customers/', { name: 'Archived twice' })).json();
    const first = await c.staff({ method: 'DELETE', url: `/api/v1/customers/${customer.id}`, payload: { archived_reason: 'OTHER' } });
    expect(first.statusCode).toBe(200);
    const again = await c.staff({ method: 'DELETE', url: `/api/v1/customers/${customer.id}`, payload: { archived_reason: 'OTHER' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: 'Already archived.', code: 'already_archived' });
    const missing = await c.staff({ method: 'DELETE', url: '/api/v1/customers/999999', payload: { archived_reason: 'OTHER' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('not_found');
  });

  it('the codes whose words also live elsewhere say the same thing', () => {
    expect(ERROR_CODES.service_line_deactivated.message).toBe(SATELLITE_MESSAGES.deactivated);
    expect(ERROR_CODES.service_line_opted_in.message).toBe(SATELLITE_MESSAGES.alreadyOptedIn);
    expect(ERROR_CODES.service_line_opted_out.message).toBe(SATELLITE_MESSAGES.alreadyOptedOut);
    expect(ERROR_CODES.service_line_cannot_pause.message).toBe(SATELLITE_MESSAGES.cannotPause);
    expect(ERROR_CODES.service_line_not_paused.message).toBe(SATELLITE_MESSAGES.cannotResume);
    expect(ERROR_CODES.invalid_page.message).toBe(INVALID_PAGE);
    expect(ERROR_CODES.idempotency_key_reused.message).toBe(IDEMPOTENCY_MESSAGES.reused);
    expect(ERROR_CODES.idempotency_key_pending.message).toBe(IDEMPOTENCY_MESSAGES.pending);
  });
});
