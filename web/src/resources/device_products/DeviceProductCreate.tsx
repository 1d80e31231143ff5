import { Create, SimpleForm } from 'react-admin';
import { SaveToolbar } from '../../common/SaveToolbar.tsx';
import { deviceProductDefaults, DeviceProductInputs } from './DeviceProductInputs.tsx';

export const DeviceProductCreate = () => (
  <Create redirect="show">
    <SimpleForm defaultValues={deviceProductDefaults} toolbar={<SaveToolbar />}>
      <DeviceProductInputs />
    </SimpleForm>
  </Create>
);
