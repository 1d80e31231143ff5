// The Peppol transmission of an invoice (decision 0062), read by the server (invoice-peppol.ts) and
// the console (the show page's section, the list's filter).

/** queued (waiting for its job), sending (handed to the access point), accepted (taken, message id known), delivered (at the buyer's access point), rejected (a rule broken: never retried), failed (out of tries; a new send queues it again). */
export const PEPPOL_STATUSES = ['queued', 'sending', 'accepted', 'delivered', 'rejected', 'failed'] as const;
export type PeppolStatus = (typeof PEPPOL_STATUSES)[number];
