import { Edit, SimpleForm } from 'react-admin';
import { SaveToolbar } from '../../common/SaveToolbar.tsx';
import { ServerInputs } from './ServerInputs.tsx';

export const ServerEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <SimpleForm toolbar={<SaveToolbar />}>
      <ServerInputs />
    </SimpleForm>
  </Edit>
);
