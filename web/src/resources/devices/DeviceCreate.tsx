import { Create, SimpleForm } from 'react-admin';
import { SaveToolbar } from '../../common/SaveToolbar.tsx';
import { deviceDefaults, DeviceInputs } from './DeviceInputs.tsx';

export const DeviceCreate = () => (
  <Create redirect="show">
    <SimpleForm defaultValues={deviceDefaults} toolbar={<SaveToolbar />}>
      <DeviceInputs />
    </SimpleForm>
  </Create>
);
