// The Storecove client (decision 0062) against a local HTTP server answering with Storecove's
// documented payloads (API v2, https://www.storecove.com/docs): POST /document_submissions takes a
// DocumentSubmission (legalEntityId, idempotencyGuid, document.rawDocumentData with the UBL in
// base64, parse: true, parseStrategy ubl) and answers { guid }; a 422 array of { source, details }
// is a rejection carrying the rule id, or a duplicate when the idempotencyGuid was used; 5xx,
// timeouts and a closed port are IntegrationErrors (retried by the job); the evidence endpoint
// answers 200 once sent (delivered), 404 before. The simulator answers the same outcomes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleIdIn } from '../../src/integrations/peppol/api.ts';
import { StorecoveClient } from '../../src/integrations/peppol/client.ts';
import { obviousViolation, PeppolSimulator } from '../../src/integrations/peppol/simulator.ts';
import { IntegrationError } from '../../src/integrations/http.ts';
import { closedPortUrl, fakeServer, json } from '../support/fake-http.ts';

const UBL = (buyerEndpoint: string | null, scheme = '0208') =>
  `<?xml version="1.0" encoding="UTF-8"?><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"><cbc:ID>F1-2026-0001</cbc:ID>` +
  `<cac:AccountingSupplierParty><cac:Party><cbc:EndpointID schemeID="0208">0403170701</cbc:EndpointID></cac:Party></cac:AccountingSupplierParty>` +
  `<cac:AccountingCustomerParty><cac:Party>${buyerEndpoint ? `<cbc:EndpointID schemeID="${scheme}">${buyerEndpoint}</cbc:EndpointID>` : ''}<cbc:Name>Brouwerij</cbc:Name></cac:Party></cac:AccountingCustomerParty></Invoice>`;

const used = new Set<string>();
const evidence = new Set<string>();
let server: Awaited<ReturnType<typeof fakeServer>>;
let mode: 'ok' | 'down' | 'slow' | 'blip' = 'ok';

beforeAll(async () => {
  server = await fakeServer(async (req, res) => {
    if (req.headers.authorization !== 'Bearer key-123') return json(res, 401, { message: 'Unauthorized' });
    if (mode === 'down') return json(res, 503, 'Service Unavailable');
    // One 502 from the gateway in front of Storecove, then service as usual.
    if (mode === 'blip') {
      mode = 'ok';
      return json(res, 502, 'Bad Gateway');
    }
    if (mode === 'slow') await new Promise((r) => setTimeout(r, 400));
    if (req.method === 'POST' && req.path === '/api/v2/document_submissions') {
      const body = JSON.parse(req.body);
      if (used.has(body.idempotencyGuid))
        return json(res, 422, [{ source: 'idempotencyGuid', details: 'A DocumentSubmission with this idempotencyGuid was already received.' }]);
      const ubl = Buffer.from(body.document.rawDocumentData.document, 'base64').toString('utf8');
      if (!ubl.includes('<cbc:EndpointID schemeID="0208">0999999922'))
        return json(res, 422, [{ source: 'document', details: '[PEPPOL-EN16931-R010] Buyer electronic address MUST be provided' }]);
      used.add(body.idempotencyGuid);
      const guid = `6f5d0c1e-0000-4000-8000-${String(used.size).padStart(12, '0')}`;
      return json(res, 200, { guid });
    }
    const ev = /^\/api\/v2\/document_submissions\/([^/]+)\/evidence\/sending$/.exec(req.path);
    if (req.method === 'GET' && ev) {
      if (!evidence.has(ev[1])) return json(res, 404, { message: 'Not Found' });
      return json(res, 200, { network: 'peppol', receiver: '0208:0999999922', sender: '0208:0403170701', documents: [], evidence: {} });
    }
    return json(res, 404, {});
  });
});
afterAll(() => server.close());

// The house's retry rule for calls that may be repeated, with waits of a few milliseconds.
const QUICK = { attempts: 3, baseDelayMs: 5, maxDelayMs: 20, maxTotalWaitMs: 1000, retryServerErrors: true };
const client = (over: Partial<ConstructorParameters<typeof StorecoveClient>[0]> = {}) =>
  new StorecoveClient({ url: `${server.url}/api/v2`, apiKey: 'key-123', legalEntityId: 4242, retry: QUICK, ...over });

describe('Storecove client', () => {
  it('submits the UBL as a DocumentSubmission and answers the guid as the message id', async () => {
    mode = 'ok';
    const result = await client().submit({ idempotencyKey: 'a1b2c3d4-0000-4000-8000-000000000001', ubl: UBL('0999999922') });
    expect(result.outcome).toBe('accepted');
    const sent = server.requests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/api/v2/document_submissions');
    expect(sent.headers.authorization).toBe('Bearer key-123');
    expect(sent.headers['content-type']).toContain('application/json');
    const body = JSON.parse(sent.body);
    expect(body).toMatchObject({
      legalEntityId: 4242,
      idempotencyGuid: 'a1b2c3d4-0000-4000-8000-000000000001',
      document: { documentType: 'invoice', rawDocumentData: { parse: true, parseStrategy: 'ubl' } },
    });
    expect(Buffer.from(body.document.rawDocumentData.document, 'base64').toString('utf8')).toBe(UBL('0999999922'));
    if (result.outcome === 'accepted') expect(result.messageId).toMatch(/^6f5d0c1e-/);
  });

  it('a second submission with the same idempotency guid is a duplicate, not a rejection', async () => {
    mode = 'ok';
    const result = await client().submit({ idempotencyKey: 'a1b2c3d4-0000-4000-8000-000000000001', ubl: UBL('0999999922') });
    expect(result).toEqual({ outcome: 'duplicate' });
  });

  it('a 422 naming a broken rule is a rejection with the rule id', async () => {
    mode = 'ok';
    const result = await client().submit({ idempotencyKey: 'a1b2c3d4-0000-4000-8000-000000000002', ubl: UBL(null) });
    expect(result).toMatchObject({ outcome: 'rejected', ruleId: 'PEPPOL-EN16931-R010' });
    if (result.outcome === 'rejected') expect(result.message).toContain('Buyer electronic address');
  });

  it('a 503, a bad key, a slow answer and a closed port are IntegrationErrors (transient: the job retries)', async () => {
    mode = 'down';
    await expect(client().submit({ idempotencyKey: 'k-down', ubl: UBL('0999999922') })).rejects.toMatchObject({ name: 'IntegrationError', status: 503 });
    mode = 'ok';
    await expect(client({ apiKey: 'wrong' }).submit({ idempotencyKey: 'k-key', ubl: UBL('0999999922') })).rejects.toMatchObject({ status: 401 });
    mode = 'slow';
    const slow = client({ timeoutMs: 100 }).submit({ idempotencyKey: 'k-slow', ubl: UBL('0999999922') });
    await expect(slow).rejects.toBeInstanceOf(IntegrationError);
    await expect(slow).rejects.toThrow(/no answer within 100 ms/);
    mode = 'ok';
    const closed = new StorecoveClient({ url: await closedPortUrl(), apiKey: 'key-123', legalEntityId: 1 });
    await expect(closed.submit({ idempotencyKey: 'k-closed', ubl: UBL('0999999922') })).rejects.toThrow(/unreachable/);
  });

  it('repeats a submission the gateway answered 502, with the same idempotency guid: one document taken', async () => {
    mode = 'blip';
    const before = server.requests.length;
    const result = await client().submit({ idempotencyKey: 'a1b2c3d4-0000-4000-8000-000000000009', ubl: UBL('0999999922') });
    expect(result.outcome).toBe('accepted');
    const posts = server.requests.slice(before).filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts.map((r) => JSON.parse(r.body).idempotencyGuid)).toEqual(['a1b2c3d4-0000-4000-8000-000000000009', 'a1b2c3d4-0000-4000-8000-000000000009']);
  });

  it('reads the transmission: accepted while the evidence is 404, delivered once it is there', async () => {
    mode = 'ok';
    expect(await client().status('guid-1')).toEqual({ status: 'accepted' });
    evidence.add('guid-1');
    expect(await client().status('guid-1')).toEqual({ status: 'delivered' });
    expect(server.requests.at(-1)!.path).toBe('/api/v2/document_submissions/guid-1/evidence/sending');
  });
});

describe('Peppol simulator', () => {
  it('takes a document once, rejects an obvious rule with its id, and delivers later', async () => {
    const sim = new PeppolSimulator(50);
    const ok = await sim.submit({ idempotencyKey: 'key-1', ubl: UBL('0999999922') });
    expect(ok.outcome).toBe('accepted');
    expect(await sim.submit({ idempotencyKey: 'key-1', ubl: UBL('0999999922') })).toEqual({ outcome: 'duplicate' });
    expect(await sim.submit({ idempotencyKey: 'key-2', ubl: UBL(null) })).toMatchObject({ outcome: 'rejected', ruleId: 'PEPPOL-EN16931-R010' });
    expect(await sim.submit({ idempotencyKey: 'key-3', ubl: UBL('ap@example.test', 'EM') })).toMatchObject({
      outcome: 'rejected',
      ruleId: 'PEPPOL-EN16931-CL008',
    });
    if (ok.outcome !== 'accepted') throw new Error('not accepted');
    expect(await sim.status(ok.messageId)).toEqual({ status: 'accepted' });
    await new Promise((r) => setTimeout(r, 60));
    expect(await sim.status(ok.messageId)).toEqual({ status: 'delivered' });
    sim.failNext = 1;
    await expect(sim.submit({ idempotencyKey: 'key-4', ubl: UBL('0999999922') })).rejects.toBeInstanceOf(IntegrationError);
    expect((await sim.submit({ idempotencyKey: 'key-4', ubl: UBL('0999999922') })).outcome).toBe('accepted');
    expect(sim.taken.size).toBe(2);
  });

  it('reads a transmission taken before it started (the demo data, a restart) as delivered, not as unknown', async () => {
    const sim = new PeppolSimulator(50);
    expect(await sim.status('c0c06106-c1c0-4299-aec0-5de0bfc05f73')).toEqual({ status: 'delivered' });
  });

  it('names rule ids the way validators write them', () => {
    expect(ruleIdIn('[PEPPOL-EN16931-R010] Buyer electronic address')).toBe('PEPPOL-EN16931-R010');
    expect(ruleIdIn('error BR-CO-15: totals')).toBe('BR-CO-15');
    expect(ruleIdIn('PEPPOL-COMMON-R043 bad VAT')).toBe('PEPPOL-COMMON-R043');
    expect(ruleIdIn('something else')).toBeNull();
    expect(obviousViolation(UBL('0999999922'))).toBeNull();
  });
});
