// The parties' invoicing settings beside their VAT numbers (decision 0056): how a customer receives its
// documents, in which language, and a billing address's own Peppol participant id.

/** How invoices reach the customer: e-mail (PDF and UBL attached), Peppol, or both. */
export const INVOICE_CHANNELS = ['email', 'peppol', 'both'] as const;
export type InvoiceChannel = (typeof INVOICE_CHANNELS)[number];
/** The languages of the customer's documents; empty: from the billing address's country. */
export const INVOICE_LANGS = ['en', 'fr', 'nl'] as const;
export type InvoiceLang = (typeof INVOICE_LANGS)[number];

export const PEPPOL_ID_FORMAT_MESSAGE = 'A Peppol participant id is a four-digit scheme, a colon and the identifier, such as 0208:0123456749.';
