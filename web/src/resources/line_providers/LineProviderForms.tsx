import { Create, Edit, required, SimpleForm, TextInput } from 'react-admin';
import { SaveToolbar } from '../../common/SaveToolbar.tsx';

const Inputs = () => (
  <>
    <TextInput source="name" validate={required()} sx={{ maxWidth: 480 }} />
    <TextInput source="notes" multiline minRows={3} sx={{ maxWidth: 720 }} />
  </>
);

export const LineProviderCreate = () => (
  <Create redirect="show">
    <SimpleForm toolbar={<SaveToolbar />}>
      <Inputs />
    </SimpleForm>
  </Create>
);

export const LineProviderEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <SimpleForm toolbar={<SaveToolbar />}>
      <Inputs />
    </SimpleForm>
  </Edit>
);
