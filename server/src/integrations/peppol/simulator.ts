// An in-process access point that answers like one (decision 0062): it takes a UBL document once per
// idempotency key (a second submission with the same key is a duplicate, as Storecove answers it),
// rejects a document that breaks an obvious Peppol rule with that rule's id, and reports it
// delivered once `deliverAfterMs` has passed. Tests can make it fail (an outage) or refuse.
import { IntegrationError } from '../http.ts';
import type { PeppolAccessPoint, PeppolSubmission, PeppolSubmitResult, PeppolTransmission } from './api.ts';

/** Electronic address schemes (EAS) the simulator knows; Peppol refuses any other (PEPPOL-EN16931-CL008). */
const EAS = new Set([
  '0002',
  '0007',
  '0009',
  '0037',
  '0060',
  '0088',
  '0096',
  '0097',
  '0106',
  '0130',
  '0135',
  '0142',
  '0151',
  '0183',
  '0184',
  '0190',
  '0191',
  '0192',
  '0193',
  '0195',
  '0196',
  '0198',
  '0199',
  '0200',
  '0201',
  '0202',
  '0204',
  '0208',
  '0209',
  '0210',
  '0211',
  '0212',
  '0213',
  '0215',
  '0216',
  '0218',
  '0221',
  '0230',
  '9901',
  '9910',
  '9913',
  '9914',
  '9915',
  '9918',
  '9919',
  '9920',
  '9922',
  '9923',
  '9924',
  '9925',
  '9926',
  '9927',
  '9928',
  '9929',
  '9930',
  '9931',
  '9932',
  '9933',
  '9934',
  '9935',
  '9936',
  '9937',
  '9938',
  '9939',
  '9940',
  '9941',
  '9942',
  '9943',
  '9944',
  '9945',
  '9946',
  '9947',
  '9948',
  '9949',
  '9950',
  '9951',
  '9952',
  '9953',
  '9957',
  '9959',
]);

/** The cbc:EndpointID of a party element (AccountingSupplierParty or AccountingCustomerParty), or null when it has none. */
function endpointOf(ubl: string, party: 'AccountingSupplierParty' | 'AccountingCustomerParty') {
  const block = new RegExp(`<cac:${party}>([\\s\\S]*?)</cac:${party}>`).exec(ubl)?.[1];
  if (!block) return null;
  const m = /<cbc:EndpointID\b([^>]*)>([^<]*)<\/cbc:EndpointID>/.exec(block);
  if (!m) return null;
  return { scheme: /schemeID="([^"]*)"/.exec(m[1])?.[1] ?? '', id: m[2].trim() };
}

/** The first obvious Peppol rule the document breaks, or null. */
export function obviousViolation(ubl: string): { ruleId: string; message: string } | null {
  if (!/<(Invoice|CreditNote)\b/.test(ubl)) return { ruleId: 'PEPPOL-COMMON-R001', message: 'The payload is not a UBL Invoice or CreditNote.' };
  const buyer = endpointOf(ubl, 'AccountingCustomerParty');
  if (!buyer?.id) return { ruleId: 'PEPPOL-EN16931-R010', message: 'Buyer electronic address MUST be provided.' };
  const seller = endpointOf(ubl, 'AccountingSupplierParty');
  if (!seller?.id) return { ruleId: 'PEPPOL-EN16931-R020', message: 'Seller electronic address MUST be provided.' };
  for (const party of [seller, buyer]) {
    if (!EAS.has(party.scheme))
      return {
        ruleId: 'PEPPOL-EN16931-CL008',
        message: `Electronic address identifier scheme must be from the codelist "Electronic Address Identifier Scheme" (got "${party.scheme}").`,
      };
  }
  return null;
}

interface Taken {
  messageId: string;
  key: string;
  ubl: string;
  at: number;
}

export class PeppolSimulator implements PeppolAccessPoint {
  /** Every document taken, by message id. */
  readonly taken = new Map<string, Taken>();
  /** Every call to submit, taken or not (tests count them). */
  submissions = 0;
  /** Set by tests: the next n submissions fail as an unreachable access point would. */
  failNext = 0;
  /** Set by tests: every submission is refused with this rule. */
  refuse: { ruleId: string; message: string } | null = null;
  private readonly byKey = new Map<string, string>();
  private seq = 0;

  constructor(public deliverAfterMs = 2_000) {}

  async submit(doc: PeppolSubmission): Promise<PeppolSubmitResult> {
    this.submissions += 1;
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw new IntegrationError('peppol', 'HTTP 503: access point unavailable (simulated)', 503);
    }
    if (this.byKey.has(doc.idempotencyKey)) return { outcome: 'duplicate' };
    const refusal = this.refuse ?? obviousViolation(doc.ubl);
    if (refusal) return { outcome: 'rejected', ruleId: refusal.ruleId, message: `[${refusal.ruleId}] ${refusal.message}` };
    this.seq += 1;
    const messageId = `sim-${String(this.seq).padStart(6, '0')}-${doc.idempotencyKey.slice(0, 8)}`;
    this.byKey.set(doc.idempotencyKey, messageId);
    this.taken.set(messageId, { messageId, key: doc.idempotencyKey, ubl: doc.ubl, at: Date.now() });
    return { outcome: 'accepted', messageId };
  }

  async status(messageId: string): Promise<PeppolTransmission> {
    const t = this.taken.get(messageId);
    // A real access point keeps its submissions; the simulator's memory ends with the process. A message
    // id it does not hold was taken before this process started (the demo data's, a restart's), so it
    // reads as long delivered rather than as unknown (which would warn on every poll after a restart).
    if (!t) return { status: 'delivered' };
    return Date.now() - t.at >= this.deliverAfterMs ? { status: 'delivered' } : { status: 'accepted' };
  }
}
