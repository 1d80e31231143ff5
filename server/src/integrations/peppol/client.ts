// Storecove's REST API v2 (https://www.storecove.com/docs, OpenAPI at https://www.storecove.com/api/v2/openapi.json;
// decision 0062), the access point the console submits its Peppol e-invoices through:
// - POST {base}/document_submissions with a DocumentSubmission: legalEntityId (the sender as
//   registered at Storecove), idempotencyGuid, and document.rawDocumentData = { document: the UBL in
//   base64, parse: true, parseStrategy: 'ubl' } (documentType 'invoice': Storecove parses invoices
//   and credit notes under it). No routing object: with parse, Storecove routes on the buyer's
//   cbc:EndpointID of the UBL itself, so the document and the route cannot disagree.
//   200 answers a DocumentSubmissionResult { guid }; 422 an array of ErrorModel { source, details }
//   (a broken validation rule, or the idempotencyGuid already used: "only the first one will be
//   processed and any subsequent ones will trigger an HTTP 422"); 401/403 a bad key.
// - GET {base}/document_submissions/{guid}/evidence/sending: the DocumentSubmissionEvidence once the
//   document was transmitted (200), 404 before.
// Authorization: Bearer {API key}. Every call has the house's connect and total timeout (http.ts).
// Retries (retrying.ts): 429 and 5xx on both calls. A submission repeated after a 5xx carries the same
// idempotencyGuid, so Storecove processes it once (a repeat of one it did process answers 422, read
// as a duplicate).
import { endpoint, IntegrationError } from '../http.ts';
import { IDEMPOTENT, type RetryPolicy, requestJsonRetrying } from '../retrying.ts';
import { type PeppolAccessPoint, type PeppolSubmission, type PeppolSubmitResult, type PeppolTransmission, ruleIdIn } from './api.ts';

const SYSTEM = 'peppol';
const TIMEOUT_MS = 30_000;

export interface StorecoveOptions {
  url: string;
  apiKey: string;
  legalEntityId: number;
  timeoutMs?: number;
  /** Tests shorten the waits. */
  retry?: RetryPolicy;
}

interface ErrorModel {
  source?: string;
  details?: string;
}

function errorsOf(body: string): ErrorModel[] {
  try {
    const parsed = JSON.parse(body);
    if (Array.isArray(parsed)) return parsed as ErrorModel[];
    if (parsed && typeof parsed === 'object') return [parsed as ErrorModel];
  } catch {
    // not JSON: the raw text is the message
  }
  return [{ details: body }];
}

export class StorecoveClient implements PeppolAccessPoint {
  constructor(private readonly opts: StorecoveOptions) {}

  private get headers() {
    return { authorization: `Bearer ${this.opts.apiKey}` };
  }

  async submit(doc: PeppolSubmission): Promise<PeppolSubmitResult> {
    const body = {
      legalEntityId: this.opts.legalEntityId,
      idempotencyGuid: doc.idempotencyKey,
      document: {
        documentType: 'invoice',
        rawDocumentData: { document: Buffer.from(doc.ubl, 'utf8').toString('base64'), parse: true, parseStrategy: 'ubl' },
      },
    };
    try {
      const { data } = await requestJsonRetrying<{ guid?: string }>(
        SYSTEM,
        endpoint(this.opts.url, 'document_submissions'),
        { method: 'POST', headers: this.headers, body, timeoutMs: this.opts.timeoutMs ?? TIMEOUT_MS },
        this.opts.retry ?? IDEMPOTENT,
      );
      if (!data?.guid) throw new IntegrationError(SYSTEM, 'the document submission answered no guid');
      return { outcome: 'accepted', messageId: data.guid };
    } catch (err) {
      if (!(err instanceof IntegrationError) || err.status !== 422) throw err;
      const errors = errorsOf(err.answer?.body ?? '');
      const text = errors.map((e) => [e.source, e.details].filter(Boolean).join(': ')).join('; ');
      if (errors.some((e) => /idempotency/i.test(`${e.source ?? ''} ${e.details ?? ''}`))) return { outcome: 'duplicate' };
      return { outcome: 'rejected', ruleId: ruleIdIn(text), message: text.slice(0, 1000) || 'Refused by the access point.' };
    }
  }

  async status(messageId: string): Promise<PeppolTransmission> {
    try {
      await requestJsonRetrying(
        SYSTEM,
        endpoint(this.opts.url, `document_submissions/${encodeURIComponent(messageId)}/evidence/sending`),
        { headers: this.headers, timeoutMs: this.opts.timeoutMs ?? TIMEOUT_MS },
        this.opts.retry ?? IDEMPOTENT,
      );
      return { status: 'delivered' };
    } catch (err) {
      if (err instanceof IntegrationError && err.status === 404) return { status: 'accepted' };
      throw err;
    }
  }
}
