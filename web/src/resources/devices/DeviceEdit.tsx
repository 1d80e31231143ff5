import { Edit, SimpleForm } from 'react-admin';
import { SaveToolbar } from '../../common/SaveToolbar.tsx';
import { DeviceInputs } from './DeviceInputs.tsx';

export const DeviceEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <SimpleForm toolbar={<SaveToolbar />}>
      <DeviceInputs />
    </SimpleForm>
  </Edit>
);
