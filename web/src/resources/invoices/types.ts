// An invoice as GET /invoices/{id} and the list send it (spec 3 §3 Invoice): the fields the console reads.
import type { InvoiceStatus, InvoiceType } from '@console/contract';
import type { ArchiveFields, Day, Timestamp, Timestamps } from '../../common/records.ts';

export type InvoiceRecord = ArchiveFields &
  Timestamps & {
    id: number;
    /** Given when the invoice is first sent; a draft has none. */
    number: string | null;
    status: InvoiceStatus;
    invoice_type: InvoiceType;
    source: 'package' | 'user' | 'data_pool';
    package_id: number | null;
    package_reference: string | null;
    data_pool_id: number | null;
    customer_id: number;
    customer_name: string | null;
    billing_company_id: number;
    invoicing_address_id: number;
    reversed_invoice_id: number | null;
    invoiced_at: Day | null;
    due_date: Day | null;
    purchase_order: string | null;
    forced_so_number: string | null;
    terms: string | null;
    notes: string | null;
    currency: string;
    bank_iban: string | null;
    bank_bic: string | null;
    structured_reference: string | null;
    total_untaxed: number;
    total_tax: number;
    total: number;
    /** What the invoice's live credit notes (drafts included) credit of it, kept by the server. */
    credited_total: number;
    /** What is left to credit (total less credited_total); null on a credit note. */
    remaining_to_credit: number | null;
    sent_at: Timestamp | null;
    sent_to: string | null;
    odoo_id: number | null;
    odoo_name: string | null;
    accounting_status: 'PENDING' | 'DONE' | null;
    accounting_error: string | null;
    dunning_level: number;
    dunning_sent_at: Timestamp | null;
  };
