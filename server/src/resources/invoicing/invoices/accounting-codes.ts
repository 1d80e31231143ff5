// The general-ledger accounts of the accounting export (Belgian minimum chart of accounts, PCMN/MAR):
// what the accounting package books each kind of invoice line to, and the sales journals. The
// accounting package maps these codes on import; they are the same for every billing company.
import type { INVOICE_LINE_TYPES } from '@console/contract';

type LineType = (typeof INVOICE_LINE_TYPES)[number];

/** 700000 sales of goods (hardware), 705000 services, 706000 connectivity and data, 708000 re-invoiced costs. */
export const LINE_ACCOUNTS: Record<LineType, string> = {
  data: '706000',
  data_pool: '706000',
  line: '706000',
  sdwan: '706000',
  sdip: '706000',
  starlink: '706000',
  activation: '705000',
  consultancy: '705000',
  custom: '705000',
  other: '705000',
  third_party: '708000',
  distribution: '700000',
  starlink_hw: '700000',
};

export const accountOf = (type: string) => LINE_ACCOUNTS[type as LineType] ?? LINE_ACCOUNTS.other;

/** Sales journal of invoices, and of credit notes. */
export const journalOf = (invoiceType: string) => (invoiceType === 'credit' ? 'VNC' : 'VEN');
