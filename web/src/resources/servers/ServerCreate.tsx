import { Create, SimpleForm } from 'react-admin';
import { SaveToolbar } from '../../common/SaveToolbar.tsx';
import { ServerInputs } from './ServerInputs.tsx';

export const ServerCreate = () => (
  <Create redirect="show">
    <SimpleForm toolbar={<SaveToolbar />}>
      <ServerInputs />
    </SimpleForm>
  </Create>
);
