// The accounting system (Odoo) as the console needs it: post an invoice or credit note once, in the
// accounting company of its billing company, with the sale tax of each line's VAT code, and learn the
// posted entry's id and name (decision 0067).
import { IntegrationError } from '../http.ts';

export interface AccountingPartner {
  name: string;
  /** The billing address's accounting code: how a partner is found again. */
  ref: string | null;
  vat: string | null;
  email: string | null;
  street: string | null;
  zip: string | null;
  city: string | null;
  country: string | null;
}

/** Our billing company (the seller): the accounting company its invoices are booked in is chosen from it. */
export interface AccountingCompany {
  id: number;
  name: string;
  vat: string | null;
}

export interface AccountingLine {
  name: string;
  quantity: number;
  price_unit: number;
  /**
   * Our VAT code (vat_21, vat_intra_goods_0, vat_export_services_0...): the sale tax is chosen by code,
   * never by rate, since several codes share 0 % and book into different boxes of the VAT return.
   */
  vat_code: string;
  /** The code's rate in percent (21, 20, 0): checked against the tax the code maps to. */
  tax_rate: number;
}

export interface AccountingInvoice {
  /** Our invoice number: the move's ref, by which a retry finds a move already created. */
  reference: string;
  move_type: 'out_invoice' | 'out_refund';
  company: AccountingCompany;
  invoice_date: string;
  due_date: string | null;
  currency: string;
  payment_reference: string | null;
  partner: AccountingPartner;
  lines: AccountingLine[];
  /** For a credit note: the number of the invoice it reverses (its move is reversed_entry_id). */
  reversed_reference: string | null;
}

export interface AccountingMove {
  id: number;
  /** The posted entry's name (INV/2026/00042). */
  name: string;
}

export interface Accounting {
  /**
   * Creates and posts the move, or finds the one a previous attempt created; never two. Refuses
   * (AccountingRefused, nothing created) an invoice the accounting system is not set up for.
   */
  pushInvoice(invoice: AccountingInvoice): Promise<AccountingMove>;
}

/**
 * The accounting system is reachable but not set up for this invoice (no company for its billing
 * company, no sale tax for a VAT code, an inactive currency): the message says what to fix, reads as a
 * sentence without the system's prefix, and nothing was created there.
 */
export class AccountingRefused extends IntegrationError {
  constructor(message: string) {
    super('accounting', message);
    this.message = message;
    this.name = 'AccountingRefused';
  }
}
