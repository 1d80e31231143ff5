// The invoice status chip (spec 3 §4: draft, sent shown as "send", view, paid) in the contract's colours.
import { Chip } from '@mui/material';
import { useRecordContext, useTranslate, type DataTableProps, type RaRecord } from 'react-admin';
import { INVOICE_STATUS_COLORS, type InvoiceStatus } from '@console/contract';
import { STATUS_LED_COLORS } from '../../common/statusLed.ts';
import type { InvoiceRecord } from './types.ts';

const CHIP = { grey: 'default', amber: 'warning', green: 'success', red: 'error' } as const;
const LED = { grey: 'gray', amber: 'yellow', green: 'green', red: 'red' } as const;
const colorOf = (status: unknown) => INVOICE_STATUS_COLORS[status as InvoiceStatus] ?? 'grey';

export const InvoiceStatusField = (_: { label?: string; source?: string }) => {
  const record = useRecordContext<InvoiceRecord>();
  const translate = useTranslate();
  if (!record?.status) return null;
  return <Chip size="small" color={CHIP[colorOf(record.status)]} label={translate(`resources.invoices.statuses.${record.status}`, { _: record.status })} />;
};

export const invoiceRowSx: NonNullable<DataTableProps['rowSx']> = (record: RaRecord) => ({
  '& > td:first-of-type': { borderLeft: `4px solid ${STATUS_LED_COLORS[LED[colorOf(record.status)]]}` },
});
