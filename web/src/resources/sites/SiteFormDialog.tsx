// The frame of the site pop-ups: a dialog holding the site form with Cancel and Save.
import type { ReactNode } from 'react';
import { Dialog, DialogTitle } from '@mui/material';
import { SimpleForm, useTranslate } from 'react-admin';
import { DialogSaveToolbar } from '../../common/SaveToolbar.tsx';
import { SiteInputs } from './SiteInputs.tsx';

const DIALOG_MAP_HEIGHT = 260;

export interface SiteFormDialogProps {
  /** i18n key of the title. */
  title: string;
  onClose: () => void;
  defaultValues?: Record<string, unknown>;
  /** CreateBase or EditBase around the form. */
  wrap: (form: ReactNode) => ReactNode;
}

export const SiteFormDialog = ({ title, onClose, defaultValues, wrap }: SiteFormDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="site-dialog-title">
      <DialogTitle id="site-dialog-title">{translate(title)}</DialogTitle>
      {wrap(
        <SimpleForm defaultValues={defaultValues} toolbar={<DialogSaveToolbar onCancel={onClose} />}>
          <SiteInputs mapHeight={DIALOG_MAP_HEIGHT} />
        </SimpleForm>,
      )}
    </Dialog>
  );
};
