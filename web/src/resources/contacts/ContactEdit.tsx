import { Edit, SimpleForm } from 'react-admin';
import { SaveToolbar } from '../../common/SaveToolbar.tsx';
import { ContactInputs } from './ContactInputs.tsx';

export const ContactEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <SimpleForm toolbar={<SaveToolbar />}>
      <ContactInputs />
    </SimpleForm>
  </Edit>
);
