// The accounting system (Odoo) as the console needs it: post an invoice or credit note once, and
// learn the posted entry's id and name.

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

export interface AccountingLine {
  name: string;
  quantity: number;
  price_unit: number;
  /** VAT rate in percent (21, 20, 0). */
  tax_rate: number;
}

export interface AccountingInvoice {
  /** Our invoice number: the move's ref, by which a retry finds a move already created. */
  reference: string;
  move_type: 'out_invoice' | 'out_refund';
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
  /** Creates and posts the move, or finds the one a previous attempt created; never two. */
  pushInvoice(invoice: AccountingInvoice): Promise<AccountingMove>;
}
