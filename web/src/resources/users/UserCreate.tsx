// Creating a user sends a confirmation e-mail so the user sets their own password (spec 1 §6). A staff
// account's role ticks its satellite and pricing flags (decision 0065).
import { Create, SimpleForm } from 'react-admin';
import { SaveToolbar } from '../../common/SaveToolbar.tsx';
import { CanManageUsers } from './CanManageUsers.tsx';
import { RoleDefaults } from './RoleDefaults.tsx';
import { userDefaults, UserInputs } from './UserInputs.tsx';

export const UserCreate = () => (
  <Create redirect="show">
    <CanManageUsers>
      <SimpleForm defaultValues={userDefaults} toolbar={<SaveToolbar />}>
        <UserInputs />
        <RoleDefaults />
      </SimpleForm>
    </CanManageUsers>
  </Create>
);
