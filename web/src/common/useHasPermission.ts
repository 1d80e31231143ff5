// Permission gates of spec 1 §6, read from the list stored at sign-in. Admins pass every gate, as
// on the server; while the list loads nothing is granted.
import { usePermissions } from 'react-admin';
import { ADMIN_PERMISSION } from '@console/contract';

export function useHasPermission(permission: string): boolean {
  const { permissions } = usePermissions<string[]>();
  return !!permissions && (permissions.includes(permission) || permissions.includes(ADMIN_PERMISSION));
}

export const useIsAdmin = () => useHasPermission(ADMIN_PERMISSION);
