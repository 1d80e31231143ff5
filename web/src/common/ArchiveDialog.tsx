// The archive confirmation of spec 1 §4/§5: the question naming the records, then the reason
// (required, issue 14), notes and date (default today).
import type { ReactNode } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import ArchiveIcon from '@mui/icons-material/Archive';
import { Button, Form, required, TextInput, useTranslate } from 'react-admin';
import { DateInput } from './format/DateInputs.tsx';
import { todayInBrussels } from './format/format.ts';
import type { ArchiveInput } from '../providers/dataProvider.ts';
import { CreatableChoiceInput } from './CreatableChoiceInput.tsx';

export interface ArchiveDialogProps {
  open: boolean;
  /** How many records are archived; drives the question "Are you sure you want to archive these N items?". */
  count: number;
  /** What the records are called (their representation), named in the question. */
  names?: string[];
  loading?: boolean;
  onClose: () => void;
  onConfirm: (input: ArchiveInput) => void;
  /** Reasons offered (a value not in the list can be added); `{brand}` becomes the brand name. Free text when absent. */
  reasons?: readonly string[];
  /** Resource-specific options (decommission, detach, what to do with SIMs...), as react-admin inputs. */
  children?: ReactNode;
  /** Default values of those options. */
  defaultValues?: Partial<ArchiveInput>;
}

const today = () => todayInBrussels();

/** The first names, then "and N more": a bulk archive of 100 records names a few. */
const NAMES_SHOWN = 5;
const namesText = (names: string[], more: string) => (names.length > NAMES_SHOWN ? `${names.slice(0, NAMES_SHOWN).join(', ')} ${more}` : names.join(', '));

export const ArchiveDialog = ({ open, count, names = [], loading, onClose, onConfirm, reasons, children, defaultValues }: ArchiveDialogProps) => {
  const translate = useTranslate();
  const brand = translate('app.brand');
  const reasonChoices = reasons?.map((r) => r.replaceAll('{brand}', brand));
  // The reason stored is the code (the brand in it); people read its label in their language.
  const labels = new Map(
    (reasons ?? []).map((r) => [r.replaceAll('{brand}', brand), translate(`codes.archive_reasons.${r}`, { brand, _: r.replaceAll('{brand}', brand) })]),
  );
  const labelOf = (value: string) => labels.get(value) ?? value;

  return (
    <Dialog open={open} onClose={loading ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="archive-dialog-title">
      <Form
        defaultValues={{ archived_date: today(), archived_reason: null, archived_notes: '', ...defaultValues }}
        onSubmit={(values: Record<string, unknown>) => onConfirm(values as ArchiveInput)}
      >
        <DialogTitle id="archive-dialog-title">
          {names.length > 0
            ? translate('app.archive.confirm_named', {
                smart_count: count,
                names: namesText(names, translate('app.archive.and_more', { smart_count: count - NAMES_SHOWN })),
              })
            : translate('app.archive.confirm', { smart_count: count })}
        </DialogTitle>
        <DialogContent>
          {reasonChoices ? (
            <CreatableChoiceInput source="archived_reason" label="app.archive.reason" choices={reasonChoices} labelOf={labelOf} validate={required()} />
          ) : (
            <TextInput source="archived_reason" label="app.archive.reason" validate={required()} />
          )}
          <TextInput source="archived_notes" label="app.archive.notes" multiline minRows={2} />
          <DateInput source="archived_date" label="app.archive.date" />
          {children}
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={onClose} disabled={loading} />
          <Button label="app.action.archive" type="submit" variant="contained" color="warning" disabled={loading}>
            <ArchiveIcon />
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
};
