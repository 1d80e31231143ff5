// Users are written only with can_manage_users (API conventions): Create shows only then, because
// the server's 403 would end the session (spec 1 §8).
import { CreateButton, FilterButton, TopToolbar } from 'react-admin';
import { useHasPermission } from '../../common/useHasPermission.ts';

export const UserListActions = () => {
  const canManage = useHasPermission('can_manage_users');
  return (
    <TopToolbar>
      <FilterButton />
      {canManage && <CreateButton />}
    </TopToolbar>
  );
};
