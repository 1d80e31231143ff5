// Create and edit of users need can_manage_users, and only an admin changes an admin's, a
// pricing manager's or an impersonator's account (server rules); otherwise the form is replaced by an explanation
// instead of a save the server would refuse with a 403 (which ends the session, spec 1 §8).
import type { ReactNode } from 'react';
import { Alert } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useHasPermission, useIsAdmin } from '../../common/useHasPermission.ts';

export const CanManageUsers = ({ children }: { children: ReactNode }) => {
  const record = useRecordContext();
  const canManage = useHasPermission('can_manage_users');
  const isAdmin = useIsAdmin();
  const translate = useTranslate();
  const privileged = !!record && (record.is_admin || record.can_manage_pricing || record.can_impersonate);
  if (!canManage || (privileged && !isAdmin)) {
    return (
      <Alert severity="info" sx={{ m: 2 }}>
        {translate(privileged && canManage ? 'resources.users.messages.admin_only' : 'resources.users.messages.not_allowed')}
      </Alert>
    );
  }
  return <>{children}</>;
};
