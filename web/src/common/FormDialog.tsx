// A dialog holding a small react-admin form (attach, detach, move, ping...): the action buttons of
// rows and show pages open one, and it closes when the submit handler reports success.
import type { ReactNode } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Button, Form, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';

export interface FormDialogProps {
  open: boolean;
  /** i18n key of the title. */
  title: string;
  titleArgs?: Record<string, unknown>;
  onClose: () => void;
  /** Resolves true (or nothing) to close the dialog; false keeps it open. */
  onSubmit: (values: Record<string, any>) => Promise<boolean | void> | boolean | void;
  /** i18n key of the submit button. */
  submitLabel?: string;
  defaultValues?: Record<string, unknown>;
  /** The submit stays disabled until these fields have a value (spec: "save disabled until a site is chosen"). */
  requires?: string[];
  loading?: boolean;
  children?: ReactNode;
}

const SubmitButton = ({ label, requires = [], loading }: { label: string; requires?: string[]; loading?: boolean }) => {
  const values = useWatch({ name: requires }) as unknown[];
  const missing = requires.length > 0 && values.some((v) => v === undefined || v === null || v === '');
  return <Button label={label} type="submit" variant="contained" disabled={loading || missing} />;
};

export const FormDialog = ({
  open,
  title,
  titleArgs,
  onClose,
  onSubmit,
  submitLabel = 'ra.action.confirm',
  defaultValues,
  requires,
  loading,
  children,
}: FormDialogProps) => {
  const translate = useTranslate();
  // react-admin's Form lays the record in context over the default values; the dialog's defaults
  // are meant to win (an End dialog's end_date defaults to today though the record has none).
  const record = useRecordContext();
  const submit = async (values: Record<string, any>) => {
    if ((await onSubmit(values)) !== false) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={loading ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      // Dialogs opened from a table row must not trigger the row click.
      onClick={(event) => event.stopPropagation()}
    >
      {open && (
        <Form record={record && defaultValues ? { ...record, ...defaultValues } : record} defaultValues={defaultValues} onSubmit={submit}>
          <DialogTitle>{translate(title, titleArgs)}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={onClose} disabled={loading} />
            <SubmitButton label={submitLabel} requires={requires} loading={loading} />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
};
