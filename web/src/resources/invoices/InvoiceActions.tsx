// Invoice actions (spec 3 §2, §4, §8) offered when the contract's state machine allows them: Send
// (dialog: sent_to, subject, message), Reverse, Mark Paid, Clone, Push to the accounting system
// (once sent_at is set), and Add Line on a draft; each with the spec's notifications.
import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PaidIcon from '@mui/icons-material/Paid';
import SendIcon from '@mui/icons-material/Send';
import UndoIcon from '@mui/icons-material/Undo';
import { Button, Confirm, EditButton, required, TextInput, useGetOne, useRecordContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { allowedActions, INVOICE_MACHINE, type InvoiceAction } from '@console/contract';
import { FormDialog } from '../../common/FormDialog.tsx';
import { DateInput } from '../../common/format/DateInputs.tsx';
import { todayInBrussels } from '../../common/format/format.ts';
import { LinkButton } from '../../common/LinkButton.tsx';
import { useRunAction } from '../../common/useRunAction.ts';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';
import type { InvoiceRecord } from './types.ts';

type Confirmed = 'reverse' | 'clone' | 'push';
const PATHS: Record<Confirmed, string> = { reverse: 'reverse', clone: 'clone', push: 'odoo/push' };
const ICONS: Record<Confirmed, React.ReactNode> = { reverse: <UndoIcon />, clone: <ContentCopyIcon />, push: <CloudUploadIcon /> };
/** Actions answering another record (the credit note, the copy) show it next. */
const OPENS_NEW: readonly Confirmed[] = ['reverse', 'clone'];

const nameOf = (record: { number?: string | null; id?: unknown }) => record.number ?? `#${record.id}`;

const ConfirmedAction = ({ action }: { action: Confirmed }) => {
  const record = useRecordContext<InvoiceRecord>()!;
  const dataProvider = useConsoleDataProvider();
  const navigate = useNavigate();
  const { run, loading } = useRunAction();
  const [open, setOpen] = useState(false);
  const name = nameOf(record);
  return (
    <>
      <Button label={`resources.invoices.actions.${action}`} onClick={() => setOpen(true)}>
        {ICONS[action]}
      </Button>
      <Confirm
        isOpen={open}
        loading={loading}
        title={`resources.invoices.actions.${action}`}
        content={`resources.invoices.confirm.${action}`}
        translateOptions={{ name }}
        contentTranslateOptions={{ name }}
        onConfirm={async () => {
          const answer = await run(() => dataProvider.action<{ id?: number }>('invoices', record.id, PATHS[action], { body: {} }), {
            success: `resources.invoices.notifications.${action}`,
            failure: `resources.invoices.notifications.not_${action}`,
          });
          setOpen(false);
          if (OPENS_NEW.includes(action) && answer?.id !== undefined) navigate(`/invoices/${answer.id}/show`);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

/** Mark paid asks the day the payment arrived (today in Brussels unless changed); the server refuses a future day or one before the invoice. */
export const MarkPaidAction = () => {
  const record = useRecordContext<InvoiceRecord>()!;
  const dataProvider = useConsoleDataProvider();
  const { run, loading } = useRunAction();
  const [open, setOpen] = useState(false);
  const name = nameOf(record);
  return (
    <>
      <Button label="resources.invoices.actions.mark_paid" onClick={() => setOpen(true)}>
        <PaidIcon />
      </Button>
      <FormDialog
        open={open}
        title="resources.invoices.mark_paid.title"
        titleArgs={{ name }}
        onClose={() => setOpen(false)}
        loading={loading}
        submitLabel="resources.invoices.actions.mark_paid"
        defaultValues={{ paid_at: todayInBrussels() }}
        requires={['paid_at']}
        onSubmit={async (values) => {
          const answer = await run(() => dataProvider.action('invoices', record.id, 'mark_paid', { body: { paid_at: values.paid_at } }), {
            success: 'resources.invoices.notifications.mark_paid',
            failure: 'resources.invoices.notifications.not_mark_paid',
          });
          return answer !== undefined;
        }}
      >
        <DateInput source="paid_at" label="resources.invoices.mark_paid.paid_at" validate={required()} />
      </FormDialog>
    </>
  );
};

const SendAction = () => {
  const record = useRecordContext<InvoiceRecord>()!;
  const dataProvider = useConsoleDataProvider();
  const { run, loading } = useRunAction();
  const [open, setOpen] = useState(false);
  const name = nameOf(record);
  // The billing e-mail prefills the dialog (issue 28): the address it was last sent to, else the
  // invoicing address's e-mail, as the payment reminders choose (invoice-dunning.ts).
  const { data: address } = useGetOne<{ id: number; email?: string | null }>(
    'addresses',
    { id: record.invoicing_address_id },
    // Asked with the page rather than on opening, so the dialog opens with it in most cases.
    { enabled: !record.sent_to && Boolean(record.invoicing_address_id) },
  );
  const sentTo = record.sent_to || address?.email || '';
  return (
    <>
      <Button label={record.status === 'draft' ? 'resources.invoices.actions.send' : 'resources.invoices.actions.send_again'} onClick={() => setOpen(true)}>
        <SendIcon />
      </Button>
      <FormDialog
        // Should the address answer after the dialog opened, the form starts again with it.
        key={sentTo}
        open={open}
        title="resources.invoices.send.title"
        titleArgs={{ name }}
        onClose={() => setOpen(false)}
        loading={loading}
        submitLabel="resources.invoices.actions.send"
        defaultValues={{ sent_to: sentTo, subject: '', message: '' }}
        requires={['sent_to']}
        onSubmit={async (values) => {
          const answer = await run(
            () =>
              dataProvider.action('invoices', record.id, 'send', {
                form: { sent_to: values.sent_to, subject: values.subject ?? '', message: values.message ?? '' },
              }),
            { success: 'resources.invoices.notifications.send', failure: 'resources.invoices.notifications.not_send' },
          );
          return answer !== undefined;
        }}
      >
        <TextInput source="sent_to" label="resources.invoices.send.sent_to" validate={required()} fullWidth />
        <TextInput source="subject" label="resources.invoices.send.subject" fullWidth />
        <TextInput source="message" label="resources.invoices.send.message" multiline minRows={3} fullWidth />
      </FormDialog>
    </>
  );
};

/** The invoice-line form carrying the invoice id; it returns to the invoice after save. */
export const addLinePath = (invoiceId: unknown) => `/invoice_lines/create?source=${encodeURIComponent(JSON.stringify({ invoice_id: invoiceId }))}`;

export const InvoiceActions = () => {
  const record = useRecordContext<InvoiceRecord>();
  if (!record) return null;
  const allowed = new Set<InvoiceAction>(allowedActions(INVOICE_MACHINE, record));
  // Reverse credits what is left (decision 0059): nothing left, nothing to offer (the server refuses too).
  const leftToCredit = record.remaining_to_credit == null || record.remaining_to_credit > 0;
  return (
    <>
      {allowed.has('add_line') && (
        <LinkButton label="resources.invoices.actions.add_line" to={addLinePath(record.id)}>
          <AddIcon />
        </LinkButton>
      )}
      {allowed.has('send') && <SendAction />}
      {allowed.has('reverse') && leftToCredit && <ConfirmedAction action="reverse" />}
      {allowed.has('mark_paid') && <MarkPaidAction />}
      {allowed.has('clone') && <ConfirmedAction action="clone" />}
      {allowed.has('push') && <ConfirmedAction action="push" />}
      {allowed.has('edit') && <EditButton />}
    </>
  );
};
