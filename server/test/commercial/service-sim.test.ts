// The SIM card of a DATA service (issue 25): the form links it (sim_id), the record shows its ICCID
// (sim_iccid, maintained: it follows an ICCID change) and the list filters by it. A SIM of another
// customer is refused (409 naming the ICCID), so is a SIM another live service uses (409 naming that
// service), until that service is ended or archived. Two services claiming one SIM at once: exactly one
// wins, the other is refused with the same message, never a 500 (meant for PostgreSQL, TEST_DATABASE_URL;
// on PGlite the requests run one at a time and must answer the same).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_SIM_MESSAGES } from '../../src/resources/commercial/services/service-sim.ts';
import { commercialSetup, force, type Commercial } from '../support/commercial-fixtures.ts';

let c: Commercial;
beforeAll(async () => {
  c = await commercialSetup();
}, 60_000);
afterAll(() => c.t.close());

let seq = 0;
/** A SIM card of the customer (or of another one, or of the stock with customer_id null). */
const sim = async (customerId: number | null) => {
  const iccid = `894450000000000${String(++seq).padStart(4, '0')}`;
  const res = await c.post('/simcards/', { iccid, customer_id: customerId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; iccid: string };
};
const dataService = async (over: Record<string, unknown> = {}) => {
  const pkg = await c.createPackage();
  return c.createService(pkg.id, { type: 'data', ...over });
};

describe('the SIM card of a DATA service', () => {
  it('is linked on create and edit, shows its ICCID, follows an ICCID change, and filters the list', async () => {
    const first = await sim(c.customerId);
    const s = await dataService({ sim_id: first.id });
    expect(s).toMatchObject({ sim_id: first.id, sim_iccid: first.iccid });
    // The SIM's embedded log lists the service linked to it.
    const logs = await c.get(`/logs/?sim_id=${first.id}&object_type=service`);
    expect(logs.results.map((l: { object_id: string }) => l.object_id)).toContain(String(s.id));

    // The SIM's ICCID corrected: the service's copy follows in the same write.
    const corrected = first.iccid.replace(/^89445/, '89447');
    const edit = await c.put(`/simcards/${first.id}`, { iccid: corrected });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await c.get(`/services/${s.id}`)).toMatchObject({ sim_id: first.id, sim_iccid: corrected });

    // Another SIM, from the stock (no customer), on edit; then none.
    const stock = await sim(null);
    const moved = await c.put(`/services/${s.id}`, { sim_id: stock.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ sim_id: stock.id, sim_iccid: stock.iccid });
    const list = await c.get(`/services/?sim_id=${stock.id}`);
    expect(list.count).toBe(1);
    expect(list.results[0]).toMatchObject({ id: s.id, sim_iccid: stock.iccid });
    expect((await c.get(`/services/?sim_id=${first.id}`)).count).toBe(0);
    const cleared = await c.put(`/services/${s.id}`, { sim_id: null });
    expect(cleared.json()).toMatchObject({ sim_id: null, sim_iccid: null });
  });

  it('must exist (400 on the field) and is for DATA services only', async () => {
    const missing = await c.post('/services/', { package_id: (await c.createPackage()).id, type: 'data', sim_id: 999_999 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(SERVICE_SIM_MESSAGES.notFound);
    expect(missing.json().errors.sim_id).toBe(SERVICE_SIM_MESSAGES.notFoundField);

    const card = await sim(c.customerId);
    const line = await c.post('/services/', { package_id: (await c.createPackage()).id, type: 'line', sim_id: card.id });
    expect(line.statusCode).toBe(400);
    expect(line.json().errors.sim_id).toBe(SERVICE_SIM_MESSAGES.notSimType);
    // A DATA service with a SIM cannot become another type while it keeps the SIM.
    const s = await dataService({ sim_id: card.id });
    const retyped = await c.put(`/services/${s.id}`, { type: 'custom' });
    expect(retyped.statusCode).toBe(400);
    expect((await c.get(`/services/${s.id}`)).type).toBe('data');
  });

  it('of another customer is refused with a 409 naming its ICCID, on create and on edit', async () => {
    const theirs = await sim(c.otherCustomerId);
    const pkg = await c.createPackage();
    const res = await c.post('/services/', { package_id: pkg.id, type: 'data', sim_id: theirs.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(SERVICE_SIM_MESSAGES.otherCustomer(theirs.iccid));
    expect((await c.get(`/services/?package_id=${pkg.id}`)).count).toBe(0);

    const s = await dataService();
    const edit = await c.put(`/services/${s.id}`, { sim_id: theirs.id });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(SERVICE_SIM_MESSAGES.otherCustomer(theirs.iccid));
    expect((await c.get(`/services/${s.id}`)).sim_id).toBeNull();

    // Moving a service with a SIM to a package of another customer takes the SIM's customer rule along.
    const mine = await sim(c.customerId);
    const linked = await dataService({ sim_id: mine.id });
    const otherPkg = await c.createPackage({ customer_id: c.otherCustomerId, invoicing_address_id: c.otherAddressId, site_id: c.otherSiteId });
    const move = await c.put(`/services/${linked.id}`, { package_id: otherPkg.id, site_id: c.otherSiteId });
    expect(move.statusCode).toBe(409);
    expect(move.json().message).toBe(SERVICE_SIM_MESSAGES.otherCustomer(mine.iccid));
  });

  it('used by a live service is refused to a second one (409 naming it), and free again once that service is ended', async () => {
    const card = await sim(c.customerId);
    const first = await dataService({ sim_id: card.id, reference: 'SRV-SIM-1' });
    const pkg = await c.createPackage();
    const second = await c.post('/services/', { package_id: pkg.id, type: 'data', sim_id: card.id });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(`The SIM card ${card.iccid} is already used by service SRV-SIM-1.`);
    expect(second.json().errors.sim_id).toBe(second.json().message);
    // On edit too; the first service's own edits keep its SIM.
    const other = await dataService();
    expect((await c.put(`/services/${other.id}`, { sim_id: card.id })).statusCode).toBe(409);
    const own = await c.put(`/services/${first.id}`, { sim_id: card.id, notes: 'kept' });
    expect(own.statusCode, own.body).toBe(200);

    // Ended by the End action: the SIM is free for the next service.
    await force(c.t, 'services', first.id, { status: 'DELIVERED', start_date: '2026-01-01' });
    const ended = await c.post(`/services/${first.id}/end`, { end_date: '2026-02-28', end_reason: 'UPSELL' });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().status).toBe('ENDED');
    const next = await c.post('/services/', { package_id: pkg.id, type: 'data', sim_id: card.id });
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().sim_iccid).toBe(card.iccid);
  });

  it('of an archived service is free; the archived one cannot come back while another holds it', async () => {
    const card = await sim(c.customerId);
    const first = await dataService({ sim_id: card.id, reference: 'SRV-SIM-ARCH' });
    const archived = await c.staff({ method: 'DELETE', url: `/api/v1/services/${first.id}`, payload: { archived_reason: 'duplicate' } });
    expect(archived.statusCode, archived.body).toBe(200);
    const next = await dataService({ sim_id: card.id, reference: 'SRV-SIM-NEXT' });
    const back = await c.post(`/services/${first.id}/unarchive`);
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({
      message: `The SIM card ${card.iccid} is already used by service SRV-SIM-NEXT.`,
      code: 'service_sim_in_use',
      params: { iccid: card.iccid, service: 'SRV-SIM-NEXT' },
    });
    expect((await c.get(`/services/${first.id}`)).archived_at).not.toBeNull();
    expect(next.sim_id).toBe(card.id);
  });

  it('two services claiming one SIM at once: exactly one wins, the other gets the 409, none a 500', async () => {
    for (let round = 0; round < 5; round++) {
      const card = await sim(c.customerId);
      const pkgs = [await c.createPackage(), await c.createPackage()];
      const existing = await c.createService(pkgs[1].id, { type: 'data', reference: `SRV-RACE-B${round}` });
      // One create and one edit race for the SIM.
      const answers = await Promise.all([
        c.post('/services/', { package_id: pkgs[0].id, type: 'data', sim_id: card.id, reference: `SRV-RACE-A${round}` }),
        c.put(`/services/${existing.id}`, { sim_id: card.id }),
      ]);
      const won = answers.filter((r) => r.statusCode === 200 || r.statusCode === 201);
      const refused = answers.filter((r) => r.statusCode === 409);
      expect(won, answers.map((r) => r.body).join('\n')).toHaveLength(1);
      expect(refused).toHaveLength(1);
      const winner = won[0].json().reference;
      expect(refused[0].json().message).toBe(`The SIM card ${card.iccid} is already used by service ${winner}.`);
      expect((await c.get(`/services/?sim_id=${card.id}`)).count).toBe(1);
    }
  });

  it('many creates in as many packages claiming one SIM at once: one 201, the rest 409', async () => {
    const card = await sim(c.customerId);
    // Packages apart: a package's row lock would queue creates in one package before the SIM is read.
    const pkgs = await Promise.all(Array.from({ length: 10 }, () => c.createPackage()));
    const answers = await Promise.all(pkgs.map((pkg) => c.post('/services/', { package_id: pkg.id, type: 'data', sim_id: card.id })));
    const codes = answers.map((r) => r.statusCode);
    expect(
      codes.filter((s) => s === 201),
      answers.map((r) => r.body).join('\n'),
    ).toHaveLength(1);
    expect(codes.filter((s) => s === 409)).toHaveLength(9);
    for (const r of answers.filter((a) => a.statusCode === 409)) expect(r.json().message).toMatch(/^The SIM card \d+ is already used by service SRV-/);
  });
});
