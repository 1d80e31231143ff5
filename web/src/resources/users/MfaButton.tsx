// Enable MFA / Disable MFA (spec 1 §4, §8): admins only; which one follows mfa_enabled.
import { useState } from 'react';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Button, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useIsAdmin } from '../../common/useHasPermission.ts';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';

export const MfaButton = () => {
  const record = useRecordContext();
  const isAdmin = useIsAdmin();
  const dataProvider = useConsoleDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record || !isAdmin) return null;
  const enable = !record.mfa_enabled;

  const run = async () => {
    setBusy(true);
    try {
      // An answer {success: false, reason} arrives here as an error carrying the reason.
      await dataProvider.action('users', record.id, enable ? 'mfa/enable' : 'mfa/disable');
      notify(enable ? 'resources.users.notifications.mfa_enabled' : 'resources.users.notifications.mfa_disabled', { type: 'info' });
      refresh();
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'resources.users.notifications.mfa_error', { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button label={enable ? 'resources.users.actions.enable_mfa' : 'resources.users.actions.disable_mfa'} onClick={run} disabled={busy}>
      {enable ? <LockIcon /> : <LockOpenIcon />}
    </Button>
  );
};
