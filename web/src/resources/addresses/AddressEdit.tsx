import { Edit, SimpleForm } from 'react-admin';
import { SaveToolbar } from '../../common/SaveToolbar.tsx';
import { AddressInputs } from './AddressInputs.tsx';

export const AddressEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <SimpleForm toolbar={<SaveToolbar />}>
      <AddressInputs />
    </SimpleForm>
  </Edit>
);
