import { Create, Edit, SimpleForm } from 'react-admin';
import { SaveToolbar } from '../../common/SaveToolbar.tsx';
import { TaskInputs } from './TaskInputs.tsx';

export const TaskCreate = () => (
  <Create redirect="show">
    <SimpleForm toolbar={<SaveToolbar />}>
      <TaskInputs create />
    </SimpleForm>
  </Create>
);

export const TaskEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <SimpleForm toolbar={<SaveToolbar />}>
      <TaskInputs />
    </SimpleForm>
  </Edit>
);
