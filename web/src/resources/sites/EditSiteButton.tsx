// Site edit as a pop-up from another screen (spec 1 §2.6): a button opening the site form for the
// site `id` (default: the record in context's site_id), saved in place without leaving the page.
import { useState } from 'react';
import EditLocationIcon from '@mui/icons-material/EditLocationAlt';
import { Button, EditBase, useNotify, useRecordContext, type Identifier } from 'react-admin';
import { SiteFormDialog } from './SiteFormDialog.tsx';

export interface EditSiteButtonProps {
  id?: Identifier;
  label?: string;
}

export const EditSiteButton = ({ id: idProp, label = 'resources.sites.dialogs.edit' }: EditSiteButtonProps) => {
  // Any record placed on a site: a device, a line, a package...
  const record = useRecordContext<{ site_id?: Identifier | null }>();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const id = idProp ?? record?.site_id;
  if (id === undefined || id === null) return null;
  const close = () => setOpen(false);
  return (
    // Inside a clickable row or a form, the dialog's clicks (React bubbles through portals) stay here.
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: not a control: it only keeps its buttons' clicks from reaching the row; the buttons take the keyboard
    <span onClick={(event) => event.stopPropagation()}>
      <Button label={label} onClick={() => setOpen(true)}>
        <EditLocationIcon />
      </Button>
      {open && (
        <SiteFormDialog
          title="resources.sites.dialogs.edit"
          onClose={close}
          wrap={(form) => (
            <EditBase
              resource="sites"
              id={id}
              redirect={false}
              mutationMode="pessimistic"
              mutationOptions={{
                onSuccess: () => {
                  notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } });
                  close();
                },
              }}
            >
              {form}
            </EditBase>
          )}
        />
      )}
    </span>
  );
};
