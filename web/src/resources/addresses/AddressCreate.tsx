import { Create, SimpleForm } from 'react-admin';
import { addressDefaults, AddressInputs } from './AddressInputs.tsx';

export const AddressCreate = () => (
  <Create redirect="show">
    <SimpleForm defaultValues={addressDefaults}>
      <AddressInputs />
    </SimpleForm>
  </Create>
);
