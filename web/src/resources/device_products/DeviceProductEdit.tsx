import { Edit, SimpleForm } from 'react-admin';
import { SaveToolbar } from '../../common/SaveToolbar.tsx';
import { DeviceProductInputs } from './DeviceProductInputs.tsx';

export const DeviceProductEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <SimpleForm toolbar={<SaveToolbar />}>
      <DeviceProductInputs />
    </SimpleForm>
  </Edit>
);
