// One tracking code, one customer (issue 25): Ship (one item or bulk, services and package lines)
// refuses a code another customer's items already carry, and a bulk ship mixing customers under one
// code; one customer may ship under one code in several calls. Two customers racing for a new code:
// exactly one wins (meant for PostgreSQL with TEST_DATABASE_URL, where the requests really overlap;
// on PGlite they run one at a time and must answer the same).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKING_CODE_MESSAGES } from '../../src/resources/commercial/services/tracking-code.ts';
import { commercialSetup, force, type Commercial } from '../support/commercial-fixtures.ts';
import { pdfText } from '../support/pdf-text.ts';

let c: Commercial;
let mine: number;
let theirs: number;
beforeAll(async () => {
  c = await commercialSetup();
  mine = (await c.createPackage()).id;
  theirs = (await c.createPackage({ customer_id: c.otherCustomerId, invoicing_address_id: c.otherAddressId, site_id: c.otherSiteId })).id;
}, 60_000);
afterAll(() => c?.t.close());

/** A service (or package line) of the package, ready to ship. */
const service = async (packageId: number) => {
  const s = await c.createService(packageId);
  await force(c.t, 'services', s.id, { status: 'PROVISIONED' });
  return s.id as number;
};
const line = async (packageId: number) => {
  const l = await c.createLine(packageId);
  await force(c.t, 'package_lines', l.id, { status: 'provisioned' });
  return l.id as number;
};
const shipped = async (id: number) => (await c.get(`/services/${id}`)).status;

describe('one customer per tracking code', () => {
  it("refuses a code another customer's items carry (services and lines alike), naming the code; nothing is written", async () => {
    const a = await service(mine);
    expect((await c.post(`/services/${a}/ship`, { tracking_code: 'TC-A1' })).statusCode).toBe(200);

    const b = await service(theirs);
    const refused = await c.post(`/services/${b}/ship`, { tracking_code: ' TC-A1 ' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(TRACKING_CODE_MESSAGES.usedByOther('TC-A1', 'Festival Org'));
    expect(refused.json().message).toContain('TC-A1');
    expect(await c.get(`/services/${b}`)).toMatchObject({ status: 'PROVISIONED', shipping_tracking_code: null });

    const l = await line(theirs);
    const lineRefused = await c.post(`/package_lines/${l}/ship`, { tracking_code: 'TC-A1' });
    expect(lineRefused.statusCode).toBe(409);
    expect(lineRefused.json().message).toBe(TRACKING_CODE_MESSAGES.usedByOther('TC-A1', 'Festival Org'));
    expect(await c.get(`/package_lines/${l}`)).toMatchObject({ status: 'provisioned', shipping_tracking_code: null });

    // Bulk, with all items of the other customer: the whole request is refused.
    const bulk = await c.post('/services/ship', { ids: [b], tracking_code: 'TC-A1' });
    expect(bulk.statusCode).toBe(409);
    expect(bulk.json().message).toBe(TRACKING_CODE_MESSAGES.usedByOther('TC-A1', 'Festival Org'));
    expect(await shipped(b)).toBe('PROVISIONED');
    // Under a code of its own, the other customer ships.
    expect((await c.post(`/services/${b}/ship`, { tracking_code: 'TC-B1' })).statusCode).toBe(200);
  });

  it('lets one customer ship under one code in several calls, services and lines, one item and bulk', async () => {
    const [s1, s2, s3] = [await service(mine), await service(mine), await service(mine)];
    const [l1, l2] = [await line(mine), await line(mine)];
    expect((await c.post(`/services/${s1}/ship`, { tracking_code: 'TC-SAME' })).statusCode).toBe(200);
    expect((await c.post(`/package_lines/${l1}/ship`, { tracking_code: 'TC-SAME' })).statusCode).toBe(200);
    expect((await c.post('/services/ship', { ids: [s2, s3], tracking_code: 'TC-SAME' })).json()).toMatchObject({ success: true, count: 2 });
    expect((await c.post('/package_lines/ship', { ids: [l2], tracking_code: 'TC-SAME' })).json()).toMatchObject({ success: true, count: 1 });
    // Without a tracking code there is nothing to compare.
    const [m, o] = [await service(mine), await service(theirs)];
    expect((await c.post('/services/ship', { ids: [m, o] })).json()).toMatchObject({ success: true, count: 2 });
  });

  it('refuses a bulk ship mixing customers under one code, naming them and the code; nothing is written', async () => {
    const [a, b] = [await service(mine), await service(theirs)];
    const res = await c.post('/services/ship', { ids: [a, b], date: '2026-11-20', tracking_code: 'TC-MIX' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TRACKING_CODE_MESSAGES.mixedCustomers('TC-MIX', ['Festival Org', 'Harbour Ltd']));
    expect([await shipped(a), await shipped(b)]).toEqual(['PROVISIONED', 'PROVISIONED']);

    const [la, lb] = [await line(mine), await line(theirs)];
    const lines = await c.post('/package_lines/ship', { ids: [la, lb], tracking_code: 'TC-MIX' });
    expect(lines.statusCode).toBe(409);
    expect(lines.json().message).toContain('TC-MIX');
    expect((await c.get(`/package_lines/${la}`)).status).toBe('provisioned');
  });

  it('two customers racing for one new code: exactly one wins, the other is refused (409), never a 500', async () => {
    for (let round = 0; round < 8; round += 1) {
      const code = `TC-RACE-${round}`;
      const [a, b, la, lb] = [await service(mine), await service(theirs), await line(mine), await line(theirs)];
      const answers = await Promise.all([
        c.post(`/services/${a}/ship`, { tracking_code: code }),
        c.post(`/services/${b}/ship`, { tracking_code: code }),
        c.post('/package_lines/ship', { ids: [la], tracking_code: code }),
        c.post('/package_lines/ship', { ids: [lb], tracking_code: code }),
      ]);
      const codes = answers.map((r) => r.statusCode);
      expect(
        codes.every((s) => s === 200 || s === 409),
        answers.map((r) => r.body).join('\n'),
      ).toBe(true);
      // Whoever won first, only that customer's items carry the code.
      const winners = new Set<number>();
      for (const [i, pkg] of [mine, theirs, mine, theirs].entries()) if (codes[i] === 200) winners.add(pkg);
      expect(winners.size, answers.map((r) => r.body).join('\n')).toBe(1);
      const note = await c.staff({ method: 'GET', url: `/api/v1/packages/delivery_notes/${code}.pdf` });
      const { text } = await pdfText(note.rawPayload);
      const winner = winners.has(mine) ? 'Festival Org' : 'Harbour Ltd';
      const loser = winners.has(mine) ? 'Harbour Ltd' : 'Festival Org';
      expect(text).toContain(winner);
      expect(text).not.toContain(loser);
    }
  });
});
