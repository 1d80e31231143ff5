// The outbox is read by admins only (it holds password-reset links): others get an explanation
// rather than the server's 403, which would end their session (spec 1 §8).
import type { ReactNode } from 'react';
import { Alert } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import { ADMIN_PERMISSION } from '@console/contract';

export const AdminOnly = ({ children }: { children: ReactNode }) => {
  const { permissions, isPending } = usePermissions<string[]>();
  const translate = useTranslate();
  if (isPending) return null;
  if (!permissions?.includes(ADMIN_PERMISSION)) {
    return (
      <Alert severity="info" sx={{ mt: 2 }}>
        {translate('resources.outbox.messages.admin_only')}
      </Alert>
    );
  }
  return <>{children}</>;
};
