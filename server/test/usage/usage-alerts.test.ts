// Data limit alerts (issue 12, docs/decisions/0033): a SIM card or a service with a data limit tells
// its contacts once per threshold (75, 90, 100 %) and month, through the outbox; re-ingestion,
// corrections and concurrent writers send nothing twice; each alert is listed and logged on its record.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageAlertSubject } from '@console/contract';
import { devices, services, simcards } from '../../src/db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { ingestUsages, type UsageInput } from '../../src/resources/usage/usages/usage-ingest.ts';
import { closeUsage, GB, MB, usageSetup, type UsageCtx } from '../support/usage-fixtures.ts';

let c: UsageCtx;
const rows = async (q: string, p: unknown[] = []) => (await c.t.database.query(q, p)).rows as any[];
const ingest = (list: UsageInput[]) => c.db.transaction((tx) => ingestUsages(tx, list));

/** Day `n` of the month `back` months before this one (UTC). */
const dayOf = (back: number, n: number) => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, n)).toISOString().slice(0, 10);
};
const alertsOf = (type: string, id: number) =>
  rows(
    "select threshold, to_char(month, 'YYYY-MM-DD') as month, outbox_id, recipients from usage_alerts where object_type = $1 and object_id = $2 order by month, threshold",
    [type, id],
  );
const mailsTo = (recipient: string) => rows('select id, recipient, subject, body from outbox where recipient = $1 order by id', [recipient]);

beforeAll(async () => {
  c = await usageSetup();
  // SIM A: 1 GB a month, two contacts. SIM B: a limit but nobody to tell. SIM C: no limit.
  await c.db.update(simcards).set({ data_limit: 1, data_limit_contacts: 'noc@acme.example;it@acme.example' }).where(eq(simcards.id, c.simA.id));
  await c.db.update(simcards).set({ data_limit: 1 }).where(eq(simcards.id, c.simB.id));
});
afterAll(() => closeUsage(c));

const ACME = 'noc@acme.example, it@acme.example';

describe('SIM card data limit alerts', () => {
  it('says nothing below 75 %', async () => {
    await ingest([c.record({ date: dayOf(0, 1), bytes: 500 * MB })]);
    expect(await alertsOf('simcard', c.simA.id)).toEqual([]);
    expect(await mailsTo(ACME)).toEqual([]);
  });

  it('tells the contacts once when the month crosses 75 %, with the spec-style subject', async () => {
    await ingest([c.record({ date: dayOf(0, 2), bytes: 300 * MB })]);
    const alerts = await alertsOf('simcard', c.simA.id);
    expect(alerts.map((a) => a.threshold)).toEqual([75]);
    const mails = await mailsTo(ACME);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(usageAlertSubject(c.simA.iccid, 75, 1));
    expect(mails[0].subject).toBe(`Data usage alert: ${c.simA.iccid} reached 75% of its 1 GB monthly limit`);
    expect(mails[0].body).toContain('0.781 GB');
    expect(alerts[0].outbox_id).toBe(mails[0].id);
  });

  it('sends nothing again when the same days are fetched again, or corrected downwards', async () => {
    await ingest([c.record({ date: dayOf(0, 1), bytes: 500 * MB }), c.record({ date: dayOf(0, 2), bytes: 300 * MB })]);
    await ingest([c.record({ date: dayOf(0, 2), bytes: 100 * MB })]);
    await ingest([c.record({ date: dayOf(0, 2), bytes: 300 * MB })]);
    expect((await alertsOf('simcard', c.simA.id)).map((a) => a.threshold)).toEqual([75]);
    expect(await mailsTo(ACME)).toHaveLength(1);
  });

  it('records 90 and 100 % crossed at once, with one e-mail naming the highest', async () => {
    await ingest([c.record({ date: dayOf(0, 3), bytes: 400 * MB })]);
    const alerts = await alertsOf('simcard', c.simA.id);
    expect(alerts.map((a) => a.threshold)).toEqual([75, 90, 100]);
    const mails = await mailsTo(ACME);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe(usageAlertSubject(c.simA.iccid, 100, 1));
    expect(alerts[1].outbox_id).toBe(mails[1].id);
    expect(alerts[2].outbox_id).toBe(mails[1].id);
    // Over the limit, further usage raises nothing more this month.
    await ingest([c.record({ date: dayOf(0, 4), bytes: 2 * GB })]);
    expect(await mailsTo(ACME)).toHaveLength(2);
  });

  it('starts afresh each month; last month still alerts, older months do not', async () => {
    await ingest([c.record({ date: dayOf(1, 20), bytes: 800 * MB })]);
    await ingest([c.record({ date: dayOf(3, 20), bytes: 2 * GB })]);
    const alerts = await alertsOf('simcard', c.simA.id);
    expect(alerts.filter((a) => a.month === dayOf(1, 1)).map((a) => a.threshold)).toEqual([75]);
    expect(alerts.filter((a) => a.month === dayOf(3, 1))).toEqual([]);
    expect(await mailsTo(ACME)).toHaveLength(3);
  });

  it('does not alert a SIM without contacts, nor one without a limit', async () => {
    await ingest([
      c.record({ date: dayOf(0, 2), sim_id: c.simB.id, customer_id: c.globex.id, bytes: 3 * GB }),
      c.record({ date: dayOf(0, 2), sim_id: c.simC.id, source: 'webbing', bytes: 3 * GB }),
    ]);
    expect(await alertsOf('simcard', c.simB.id)).toEqual([]);
    expect(await alertsOf('simcard', c.simC.id)).toEqual([]);
  });

  it('counts traffic reported by two sources once (the controller and the provider see the same bytes)', async () => {
    const [sim] = await c.db
      .insert(simcards)
      .values({ iccid: '8944500000000000077', provider_id: c.telna.id, customer_id: c.acme.id, data_limit: 1, data_limit_contacts: 'twice@acme.example' })
      .returning();
    await ingest([
      c.record({ date: dayOf(0, 3), sim_id: sim.id, bytes: 600 * MB }),
      c.record({ date: dayOf(0, 3), sim_id: sim.id, source: 'incontrol', bytes: 610 * MB }),
    ]);
    // 610 MB of 1 GB: 60 %, not the 118 % of the sum.
    expect(await alertsOf('simcard', sim.id)).toEqual([]);
    await ingest([c.record({ date: dayOf(0, 4), sim_id: sim.id, source: 'incontrol', bytes: 200 * MB })]);
    expect((await alertsOf('simcard', sim.id)).map((a) => a.threshold)).toEqual([75]);
  });

  it('sends one alert when two writers land the same crossing concurrently', async () => {
    await c.db.update(simcards).set({ data_limit: 10, data_limit_contacts: 'ops@webbing.example' }).where(eq(simcards.id, c.simC.id));
    // SIM C already holds 3 GB this month; each writer brings the month to 8 GB (80 %).
    await Promise.all([
      ingest([c.record({ date: dayOf(0, 5), sim_id: c.simC.id, source: 'webbing', bytes: 5 * GB })]),
      ingest([c.record({ date: dayOf(0, 5), sim_id: c.simC.id, source: 'webbing', bytes: 5 * GB })]),
    ]);
    expect((await alertsOf('simcard', c.simC.id)).map((a) => a.threshold)).toEqual([75]);
    expect(await mailsTo('ops@webbing.example')).toHaveLength(1);
  });

  it('lists the alerts on the record and writes them in its log', async () => {
    const list = (await c.asStaff({ method: 'GET', url: `/api/v1/usage_alerts/?object_type=simcard&object_id=${c.simA.id}` })).json();
    expect(list.count).toBe(4);
    expect(list.results[0]).toMatchObject({ object_type: 'simcard', object_id: c.simA.id, recipients: 'noc@acme.example;it@acme.example' });
    expect(typeof list.results[0].usage_gb).toBe('number');
    const logs = (await c.asStaff({ method: 'GET', url: `/api/v1/logs/?sim_id=${c.simA.id}&object_type=usage_alert&by_system=all` })).json();
    expect(logs.count).toBe(4);
    expect(logs.results.every((l: any) => l.verb === 'create')).toBe(true);
    // Read-only: alerts are written by ingestion only.
    expect((await c.asStaff({ method: 'POST', url: '/api/v1/usage_alerts/', payload: { object_type: 'simcard' } })).statusCode).toBe(404);
  });

  it('takes a SIM card limit and contacts through the API, refusing bad addresses', async () => {
    const ok = await c.asStaff({
      method: 'PUT',
      url: `/api/v1/simcards/${c.simB.id}`,
      payload: { data_limit: 2.5, data_limit_contacts: 'a@globex.example; b@globex.example' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ data_limit: 2.5, data_limit_contacts: 'a@globex.example;b@globex.example' });
    const bad = await c.asStaff({ method: 'PUT', url: `/api/v1/simcards/${c.simB.id}`, payload: { data_limit_contacts: 'not-an-address' } });
    expect(bad.statusCode).toBe(400);
    expect((await c.asStaff({ method: 'PUT', url: `/api/v1/simcards/${c.simB.id}`, payload: { data_limit: -1 } })).statusCode).toBe(400);
  });
});

describe('service data limit alerts', () => {
  it("measures a service by its device's month and tells the service's contacts", async () => {
    const [device] = await c.db.insert(devices).values({ serial: 'ALERT-DEV-1', site_id: c.acmeSite.id, customer_id: c.acme.id, in_stock: false }).returning();
    const [service] = await c.db
      .insert(services)
      .values({
        type: 'data',
        status: 'DELIVERED',
        reference: 'SRV-ALERT',
        customer_id: c.acme.id,
        device_id: device.id,
        data_limit: 2,
        data_limit_contacts: 'fleet@acme.example',
      })
      .returning();
    const [ended] = await c.db
      .insert(services)
      .values({
        type: 'data',
        status: 'ENDED',
        reference: 'SRV-ENDED',
        customer_id: c.acme.id,
        device_id: device.id,
        data_limit: 1,
        data_limit_contacts: 'old@acme.example',
      })
      .returning();
    await ingest([c.record({ date: dayOf(0, 6), sim_id: null, device_id: device.id, wan_name: 'Cellular 1', source: 'incontrol', bytes: 1900 * MB })]);
    expect((await alertsOf('service', service.id)).map((a) => a.threshold)).toEqual([75, 90]);
    const mails = await mailsTo('fleet@acme.example');
    expect(mails.map((m) => m.subject)).toEqual([usageAlertSubject('SRV-ALERT', 90, 2)]);
    expect(await alertsOf('service', ended.id)).toEqual([]);
    const logs = (await c.asStaff({ method: 'GET', url: `/api/v1/logs/?service_id=${service.id}&by_system=all` })).json();
    expect(logs.count).toBe(2);
  });
});
