// Choices of invoicing (spec 3 §3, §5, §9): the contract's lists as choices, in one place.
import { INVOICE_LINE_TYPES, INVOICE_SOURCES, INVOICE_STATUSES, INVOICE_TYPES } from '@console/contract';

const translated = (values: readonly string[], prefix: string) => values.map((id) => ({ id, name: `${prefix}.${id}` }));

export const invoiceStatusChoices = translated(INVOICE_STATUSES, 'resources.invoices.statuses');
export const invoiceTypeChoices = translated(INVOICE_TYPES, 'resources.invoices.types');
export const invoiceSourceChoices = translated(INVOICE_SOURCES, 'resources.invoices.sources');
export const invoiceLineTypeChoices = translated(INVOICE_LINE_TYPES, 'resources.invoice_lines.types');
