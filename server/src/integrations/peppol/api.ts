// A Peppol access point as the console needs it (decision 0062): hand over one UBL e-invoice for
// transmission, once, and learn later whether it reached the buyer's access point.

/** The receiver is the UBL's buyer cbc:EndpointID: Peppol routes on it, so the document and its route cannot disagree. */
export interface PeppolSubmission {
  /**
   * Stable for one document (derived from the invoice): an access point that already took a
   * submission with this key takes no second one, so a retry after a lost answer never sends twice.
   */
  idempotencyKey: string;
  /** The UBL Invoice or CreditNote (Peppol BIS Billing 3.0), as frozen at numbering. */
  ubl: string;
}

/** What the access point answered to a submission. Transient failures (timeouts, 5xx, 429) throw an IntegrationError instead. */
export type PeppolSubmitResult =
  /** Taken for transmission; `messageId` is the access point's id of the transmission. */
  | { outcome: 'accepted'; messageId: string }
  /** A submission with this idempotency key was already taken (its answer was lost): nothing sent again. */
  | { outcome: 'duplicate' }
  /** Refused (a Peppol or EN 16931 rule broken, or no receiver): never retried as is. */
  | { outcome: 'rejected'; ruleId: string | null; message: string };

/** Where a taken transmission is. */
export type PeppolTransmission = { status: 'accepted' } | { status: 'delivered' } | { status: 'rejected'; ruleId: string | null; message: string };

export interface PeppolAccessPoint {
  submit(doc: PeppolSubmission): Promise<PeppolSubmitResult>;
  status(messageId: string): Promise<PeppolTransmission>;
}

/** The first Peppol or EN 16931 rule id in a validator's message (`PEPPOL-EN16931-R010`, `BR-CO-15`, `PEPPOL-COMMON-R043`), or null. */
export function ruleIdIn(text: string): string | null {
  const m = /\b(PEPPOL-[A-Z0-9]+(?:-[A-Z0-9]+)*-(?:R|CL|P)\d{3}|BR-(?:[A-Z]{1,3}-)?\d{1,3}|UBL-(?:SR|CR|DT)-\d{2,3})\b/.exec(text);
  return m ? m[1] : null;
}
