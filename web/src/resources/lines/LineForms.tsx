import { Create, Edit, SimpleForm } from 'react-admin';
import { SaveToolbar } from '../../common/SaveToolbar.tsx';
import { LineInputs } from './LineInputs.tsx';

export const LineCreate = () => (
  <Create redirect="show">
    <SimpleForm toolbar={<SaveToolbar />}>
      <LineInputs />
    </SimpleForm>
  </Create>
);

export const LineEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <SimpleForm toolbar={<SaveToolbar />}>
      <LineInputs />
    </SimpleForm>
  </Edit>
);
