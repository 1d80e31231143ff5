// The invoice's Peppol transmission (decision 0062): its status (queued, sending, accepted,
// delivered, rejected, failed) as a chip, the access point's message id, tries, when it was taken,
// and the error or the rule that refused it. Shown only for an invoice sent over Peppol.
import { Chip } from '@mui/material';
import { PEPPOL_STATUSES, type PeppolStatus } from '@console/contract';
import { FunctionField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { DetailSection } from '../../common/DetailSection.tsx';
import { DateField, NumberField } from '../../common/format/fields.tsx';

/** The Peppol fields of an invoice as GET /invoices/{id} answers them. */
export interface InvoicePeppolFields {
  id: number;
  peppol_status: PeppolStatus | null;
  peppol_message_id: string | null;
  peppol_error: string | null;
  peppol_attempts: number;
  peppol_sent_at: string | null;
}

/** The list filter's choices (names are i18n keys). */
export const peppolStatusChoices = PEPPOL_STATUSES.map((id) => ({ id, name: `peppol.statuses.${id}` }));

const COLOR: Record<PeppolStatus, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  queued: 'default',
  sending: 'info',
  accepted: 'info',
  delivered: 'success',
  rejected: 'error',
  failed: 'warning',
};

export const PeppolStatusChip = () => {
  const record = useRecordContext<InvoicePeppolFields>();
  const translate = useTranslate();
  if (!record?.peppol_status) return null;
  return (
    <Chip
      size="small"
      color={COLOR[record.peppol_status] ?? 'default'}
      label={translate(`peppol.statuses.${record.peppol_status}`, { _: record.peppol_status })}
    />
  );
};

export const InvoicePeppol = () => {
  const record = useRecordContext<InvoicePeppolFields>();
  if (!record?.peppol_status) return null;
  return (
    <DetailSection title="peppol.section">
      <FunctionField label="peppol.fields.status" render={() => <PeppolStatusChip />} />
      <TextField source="peppol_message_id" label="peppol.fields.message_id" emptyText="-" />
      <NumberField source="peppol_attempts" label="peppol.fields.attempts" />
      <DateField source="peppol_sent_at" label="peppol.fields.sent_at" showTime emptyText="-" />
      <TextField source="peppol_error" label="peppol.fields.error" emptyText="-" />
    </DetailSection>
  );
};
