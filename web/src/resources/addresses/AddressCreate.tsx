import { Create, SimpleForm } from 'react-admin';
import { SaveToolbar } from '../../common/SaveToolbar.tsx';
import { addressDefaults, AddressInputs } from './AddressInputs.tsx';

export const AddressCreate = () => (
  <Create redirect="show">
    <SimpleForm defaultValues={addressDefaults} toolbar={<SaveToolbar />}>
      <AddressInputs />
    </SimpleForm>
  </Create>
);
