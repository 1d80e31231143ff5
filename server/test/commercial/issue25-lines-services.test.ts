// Issue 25 gaps: the lines list filtered by package (spec 1 §2.10), and End taking an ISO date and time
// as well as a day (spec 2 §7 "end_date (ISO)"), read as its Europe/Brussels calendar day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commercialSetup, force, type Commercial } from '../support/commercial-fixtures.ts';

let c: Commercial;
beforeAll(async () => {
  c = await commercialSetup();
});
afterAll(() => c.t.close());

describe('lines list: package filter', () => {
  it('answers only the lines of the package asked for', async () => {
    const pkg = await c.createPackage();
    const other = await c.createPackage();
    const line = async (package_id: number | null, subscription_id: string) => {
      const res = await c.post('/lines/', { subscription_id, customer_id: c.customerId, package_id, status: 'INSTALLED', line_type: 'FTTH' });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    const mine = [await line(pkg.id, 'PKG-A-1'), await line(pkg.id, 'PKG-A-2')];
    await line(other.id, 'PKG-B-1');
    await line(null, 'NO-PKG-1');
    const res = await c.staff({ method: 'GET', url: `/api/v1/lines/?package_id=${pkg.id}&sort=id&order=ASC` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.results.map((r: { id: number }) => r.id)).toEqual(mine);
    expect(body.results.every((r: { package_id: number }) => r.package_id === pkg.id)).toBe(true);
    const bad = await c.staff({ method: 'GET', url: '/api/v1/lines/?package_id=abc' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('end: a day or an ISO date and time', () => {
  const delivered = async () => {
    const s = await c.createService((await c.createPackage()).id);
    await force(c.t, 'services', s.id, { status: 'DELIVERED', start_date: '2026-01-01' });
    return s;
  };
  const end = (id: number, end_date: unknown) => c.post(`/services/${id}/end`, { end_date, end_reason: 'UPSELL' });

  it.each([
    ['2026-12-31T00:00:00Z', '2026-12-31'],
    ['2026-12-31T10:00:00+01:00', '2026-12-31'],
    // An instant late in the UTC evening is already the next day in Brussels.
    ['2026-12-31T23:30:00Z', '2027-01-01'],
    ['2027-06-30T22:30:00.000Z', '2027-07-01'],
    ['2026-12-31', '2026-12-31'],
    // Without a zone, a wall-clock time of Brussels: the day written.
    ['2026-12-31T23:30', '2026-12-31'],
  ])('%s ends the service on %s', async (sent, day) => {
    const s = await delivered();
    const res = await end(s.id, sent);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, end_date: day, status: 'ENDING' });
  });

  it('a form post with a date and time is read the same way', async () => {
    const s = await delivered();
    const res = await c.staff({
      method: 'POST',
      url: `/api/v1/services/${s.id}/end`,
      payload: new URLSearchParams({ end_date: '2026-12-31T10:00:00+01:00', end_reason: 'RMA' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().end_date).toBe('2026-12-31');
  });

  it.each([
    ['next week', 'A date (YYYY-MM-DD) or an ISO 8601 date and time (such as 2026-12-31T10:00:00+01:00) is required.'],
    ['2026-12-31T25:00:00Z', 'A date (YYYY-MM-DD) or an ISO 8601 date and time (such as 2026-12-31T10:00:00+01:00) is required.'],
    ['2026-02-30T10:00:00Z', 'A date (YYYY-MM-DD) or an ISO 8601 date and time (such as 2026-12-31T10:00:00+01:00) is required.'],
    ['2026-02-30', 'No such day: the month is 01 to 12 and the day exists in that month (YYYY-MM-DD).'],
    [12345, 'A date (YYYY-MM-DD) or an ISO 8601 date and time (such as 2026-12-31T10:00:00+01:00) is required.'],
  ])('%s is a 400 naming the field, and nothing is written', async (sent, message) => {
    const s = await delivered();
    const res = await end(s.id, sent);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.end_date).toBe(message);
    expect(await c.get(`/services/${s.id}`)).toMatchObject({ status: 'DELIVERED', end_date: null });
  });
});
