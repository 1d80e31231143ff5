// Sending over Peppol (decision 0062): the customer's channel decides what a send does: 'email'
// mails the PDF and UBL and submits nothing; 'peppol' queues the transmission and mails nothing;
// 'both' does both. The pg-boss job submits the frozen UBL to the access point (the simulator here),
// records the message id, retries a transient failure with a growing delay until MAX_ATTEMPTS
// (then failed; a new send queues it again), records a rejection with its rule id and never
// retries it, and learns 'delivered' from the status poll. A document is never submitted twice:
// sends repeated or at once, and workers at once, give one submission.
import { INVOICE_ACTION_MESSAGES } from '../../src/resources/invoicing/invoices/invoices.actions.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PeppolSimulator } from '../../src/integrations/peppol/simulator.ts';
import { systemCtx } from '../../src/platform/context.ts';
import { MAX_ATTEMPTS, peppolIdempotencyKey, pollPeppolStatus, retryDelayS, submitToPeppol } from '../../src/resources/invoicing/invoices/invoice-peppol.ts';
import { belgianParties, commercialSetup, type Commercial } from '../support/commercial-fixtures.ts';

let c: Commercial;
let addressId: number;
let sim: PeppolSimulator;
const db = () => c.t.app.services.db;
const ctx = () => ({ ...systemCtx, services: c.t.app.services });

beforeAll(async () => {
  c = await commercialSetup();
  addressId = await belgianParties(c, 'BE0202239951');
  await c.t.database.query(`update addresses set peppol_id = '0208:0202239951' where id = $1`, [addressId]);
});
afterAll(() => c.t.close());
beforeEach(() => {
  sim = new PeppolSimulator(0);
  (c.t.app.services.integrations as { peppol: unknown }).peppol = sim;
});

const setChannel = (channel: string) => c.t.database.query('update customers set invoice_channel = $2 where id = $1', [c.customerId, channel]);
const row = async (id: number) => (await c.t.database.query('select * from invoices where id = $1', [id])).rows[0];
const mailsTo = async (to: string) => Number((await c.t.database.query('select count(*)::int as n from outbox where recipient = $1', [to])).rows[0].n);

async function draft() {
  const created = await c.post('/invoices/', {
    invoicing_address_id: addressId,
    billing_company_id: c.companyId,
    lines: [{ product_name: 'SD-WAN', qty: 2, unit_price: 49.5, vat_code: 'vat_21' }],
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id as number;
}
const send = (id: number, to: string) => c.post(`/invoices/${id}/send`, { sent_to: to });

/** Waits for the job to bring the invoice out of queued/sending. */
async function settled(id: number, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const r = await row(id);
    if (r.peppol_status !== 'queued' && r.peppol_status !== 'sending') return r;
    if (Date.now() > until) throw new Error(`invoice ${id} still ${r.peppol_status}`);
    await new Promise((res) => setTimeout(res, 100));
  }
}

describe('the channel decides', () => {
  it("'email': the PDF and UBL are mailed, nothing goes over Peppol", async () => {
    await setChannel('email');
    const id = await draft();
    const res = await send(id, 'email-only@brouwerij.test');
    expect(res.json(), res.body).toMatchObject({ success: true, status: 'sent' });
    expect(await mailsTo('email-only@brouwerij.test')).toBe(1);
    expect((await row(id)).peppol_status).toBeNull();
    await new Promise((r) => setTimeout(r, 300));
    expect(sim.submissions).toBe(0);
  });

  it("'peppol': queued on send, submitted by the job with the frozen UBL, no mail; delivered by the poll", async () => {
    await setChannel('peppol');
    const id = await draft();
    const res = await send(id, 'peppol-only@brouwerij.test');
    expect(res.json(), res.body).toMatchObject({ success: true, status: 'sent' });
    expect(await mailsTo('peppol-only@brouwerij.test')).toBe(0);
    const shown = await c.get(`/invoices/${id}`);
    expect(['queued', 'sending', 'accepted']).toContain(shown.peppol_status);
    expect(shown.sent_to).toBe('peppol-only@brouwerij.test');
    const done = await settled(id);
    expect(done.peppol_error, done.peppol_error).toBeNull();
    expect(done.peppol_status).toBe('accepted');
    expect(done.peppol_message_id).toMatch(/^sim-/);
    expect(done.peppol_attempts).toBe(1);
    expect(done.peppol_sent_at).not.toBeNull();
    expect(sim.submissions).toBe(1);
    const xml = await c.staff({ method: 'GET', url: `/api/v1/invoices/${id}/invoice_${done.number}.xml` });
    const [taken] = [...sim.taken.values()];
    expect(taken.ubl).toBe(xml.body);
    expect(taken.key).toBe(peppolIdempotencyKey({ id, number: done.number }));
    expect(await pollPeppolStatus(db(), ctx(), sim, id)).toBe('delivered');
    expect((await c.get(`/invoices/${id}`)).peppol_status).toBe('delivered');
    // The list filters on it.
    const list = await c.get(`/invoices/?peppol_status=delivered`);
    expect(list.results.map((r: { id: number }) => r.id)).toContain(id);
  });

  it("'peppol' to a buyer without a Peppol address is refused before numbering; the same invoice goes once the address has one", async () => {
    await setChannel('peppol');
    const bare = await c.post('/addresses/', { name: 'Particulier', customer_id: c.customerId, country: 'BE', city: 'Namur' });
    expect(bare.statusCode, bare.body).toBe(201);
    const created = await c.post('/invoices/', {
      invoicing_address_id: bare.json().id,
      billing_company_id: c.companyId,
      lines: [{ product_name: 'SD-WAN', qty: 1, unit_price: 10, vat_code: 'vat_21' }],
    });
    const id = created.json().id as number;
    const refused = await send(id, 'private@example.test');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(INVOICE_ACTION_MESSAGES.notOnPeppol);
    expect(await row(id)).toMatchObject({ status: 'draft', number: null, peppol_status: null, document: null });
    // Positive control: with a Peppol id on the address, the same draft is numbered and queued.
    await c.t.database.query(`update addresses set peppol_id = '0208:0202239951' where id = $1`, [bare.json().id]);
    expect((await send(id, 'private@example.test')).json()).toMatchObject({ success: true, status: 'sent' });
    expect((await settled(id)).peppol_status).toBe('accepted');
  });

  it("'both': mailed and submitted", async () => {
    await setChannel('both');
    const id = await draft();
    await send(id, 'both@brouwerij.test');
    expect(await mailsTo('both@brouwerij.test')).toBe(1);
    expect((await settled(id)).peppol_status).toBe('accepted');
    expect(sim.submissions).toBe(1);
  });
});

describe('the job', () => {
  /** A numbered invoice queued for Peppol with no job running (its customer mails; the queue is set by hand). */
  async function queuedByHand() {
    await setChannel('email');
    const id = await draft();
    await send(id, `hand-${id}@brouwerij.test`);
    await c.t.database.query(`update invoices set peppol_status = 'queued' where id = $1`, [id]);
    return id;
  }

  it('retries a transient failure with a growing delay, then succeeds once', async () => {
    const id = await queuedByHand();
    sim.failNext = 2;
    const first = await submitToPeppol(db(), ctx(), sim, id);
    expect(first).toEqual({ outcome: 'retry', nextInS: retryDelayS(1) });
    let r = await row(id);
    expect(r.peppol_status).toBe('queued');
    expect(r.peppol_attempts).toBe(1);
    expect(r.peppol_error).toContain('503');
    const second = await submitToPeppol(db(), ctx(), sim, id);
    expect(second.nextInS).toBeGreaterThan(first.nextInS!);
    const third = await submitToPeppol(db(), ctx(), sim, id);
    expect(third.outcome).toBe('accepted');
    r = await row(id);
    expect(r.peppol_status).toBe('accepted');
    expect(r.peppol_attempts).toBe(3);
    expect(r.peppol_error).toBeNull();
    expect(sim.taken.size).toBe(1);
    // Nothing left to do: another run submits nothing.
    expect(await submitToPeppol(db(), ctx(), sim, id)).toEqual({ outcome: 'skipped' });
    expect(sim.submissions).toBe(3);
  });

  it('marks failed after MAX_ATTEMPTS; a new send queues a fresh round', async () => {
    const id = await queuedByHand();
    await c.t.database.query('update invoices set peppol_attempts = $2 where id = $1', [id, MAX_ATTEMPTS - 1]);
    sim.failNext = 1;
    expect((await submitToPeppol(db(), ctx(), sim, id)).outcome).toBe('failed');
    expect(await row(id)).toMatchObject({ peppol_status: 'failed', peppol_attempts: MAX_ATTEMPTS });
    await setChannel('peppol');
    await send(id, `again-${id}@brouwerij.test`);
    const done = await settled(id);
    expect(done).toMatchObject({ peppol_status: 'accepted', peppol_attempts: 1 });
  });

  it('a rejection is recorded with its rule id and never retried, nor re-queued by a send', async () => {
    const id = await queuedByHand();
    sim.refuse = { ruleId: 'PEPPOL-EN16931-R010', message: 'Buyer electronic address MUST be provided.' };
    expect((await submitToPeppol(db(), ctx(), sim, id)).outcome).toBe('rejected');
    const r = await row(id);
    expect(r.peppol_status).toBe('rejected');
    expect(r.peppol_error).toMatch(/^PEPPOL-EN16931-R010: /);
    expect(await submitToPeppol(db(), ctx(), sim, id)).toEqual({ outcome: 'skipped' });
    await setChannel('peppol');
    await send(id, `after-reject-${id}@brouwerij.test`);
    await new Promise((res) => setTimeout(res, 500));
    expect((await row(id)).peppol_status).toBe('rejected');
    expect(sim.submissions).toBe(1);
  });

  it('an answer lost after the access point took the document: the retry is a duplicate, recorded accepted, not sent again', async () => {
    const id = await queuedByHand();
    const r = await row(id);
    const xml = (await c.staff({ method: 'GET', url: `/api/v1/invoices/${id}/invoice_${r.number}.xml` })).body;
    expect((await sim.submit({ idempotencyKey: peppolIdempotencyKey(r), ubl: xml })).outcome).toBe('accepted');
    expect((await submitToPeppol(db(), ctx(), sim, id)).outcome).toBe('duplicate');
    expect((await row(id)).peppol_status).toBe('accepted');
    expect(sim.taken.size).toBe(1);
  });
});

describe('never sent twice', () => {
  it('sends repeated and at once give one submission', async () => {
    await setChannel('peppol');
    const id = await draft();
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => send(id, `twice-${i}@brouwerij.test`)));
    expect(answers.filter((a) => a.json().success === true).length).toBeGreaterThan(0);
    await settled(id);
    await send(id, 'twice-later@brouwerij.test');
    await new Promise((res) => setTimeout(res, 500));
    expect((await row(id)).peppol_status).toBe('accepted');
    expect(sim.submissions).toBe(1);
    expect(sim.taken.size).toBe(1);
  });

  it('workers at once on one queued invoice: one submits, the others find nothing to do', async () => {
    await setChannel('email');
    const id = await draft();
    await send(id, 'workers@brouwerij.test');
    await c.t.database.query(`update invoices set peppol_status = 'queued' where id = $1`, [id]);
    const runs = await Promise.all(Array.from({ length: 8 }, () => submitToPeppol(db(), ctx(), sim, id)));
    expect(runs.filter((r) => r.outcome === 'accepted')).toHaveLength(1);
    expect(runs.filter((r) => r.outcome === 'skipped')).toHaveLength(7);
    expect(sim.submissions).toBe(1);
  });
});
