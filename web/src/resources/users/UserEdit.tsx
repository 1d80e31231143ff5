import { Edit, SimpleForm } from 'react-admin';
import { SaveToolbar } from '../../common/SaveToolbar.tsx';
import { CanManageUsers } from './CanManageUsers.tsx';
import { UserInputs } from './UserInputs.tsx';

export const UserEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <CanManageUsers>
      <SimpleForm toolbar={<SaveToolbar />}>
        <UserInputs />
      </SimpleForm>
    </CanManageUsers>
  </Edit>
);
