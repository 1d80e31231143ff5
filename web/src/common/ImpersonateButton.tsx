// Impersonation of a customer or a user (spec 1 §4, §6): confirm, POST, open redirect_url in a new tab.
// Shown only to holders of can_impersonate.
import { useState } from 'react';
import LoginIcon from '@mui/icons-material/Login';
import { Button, Confirm, useGetRecordRepresentation, useNotify, useRecordContext, useResourceContext, type RaRecord } from 'react-admin';
import { useConsoleDataProvider } from '../providers/dataProvider.ts';
import { useHasPermission } from './useHasPermission.ts';

interface ImpersonateAnswer {
  success: boolean;
  redirect_url?: string;
  reason?: string;
}

/** Users can be impersonated only when active and neither admin nor staff (spec 1 §4). */
export const canImpersonate = (resource: string, record: RaRecord | undefined): boolean =>
  !!record && (resource !== 'users' || (record.active !== false && !record.is_admin && !record.is_staff));

export interface ImpersonateButtonProps {
  /** customers or users; defaults to the resource in context. */
  resource?: string;
  label?: string;
}

export const ImpersonateButton = ({ resource: resourceProp, label = 'app.action.impersonate' }: ImpersonateButtonProps) => {
  const resource = useResourceContext({ resource: resourceProp })!;
  const record = useRecordContext();
  const represent = useGetRecordRepresentation(resource);
  const dataProvider = useConsoleDataProvider();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  // Impersonation is a permission of its own (admins hold every one); the server refuses others with a 403.
  const allowed = useHasPermission('can_impersonate');
  if (!allowed || !record || !canImpersonate(resource, record)) return null;

  const impersonate = async () => {
    setLoading(true);
    try {
      const answer = await dataProvider.action<ImpersonateAnswer>(resource, record.id, 'impersonate');
      if (answer.redirect_url) window.open(answer.redirect_url, '_blank', 'noopener');
      else notify('app.impersonate.failed', { type: 'warning' });
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'app.impersonate.failed', { type: 'warning' });
    } finally {
      setLoading(false);
      setOpen(false);
    }
  };

  return (
    // Inside a clickable row, clicks (the dialog's too: React bubbles through portals) must not open the row.
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: not a control: it only keeps its buttons' clicks from reaching the row; the buttons take the keyboard
    <span onClick={(event) => event.stopPropagation()}>
      <Button label={label} onClick={() => setOpen(true)}>
        <LoginIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={loading}
        title="app.impersonate.title"
        content="app.impersonate.confirm"
        contentTranslateOptions={{ name: String(represent(record) ?? record.id) }}
        onConfirm={impersonate}
        onClose={() => setOpen(false)}
      />
    </span>
  );
};
