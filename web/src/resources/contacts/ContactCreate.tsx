import { Create, SimpleForm } from 'react-admin';
import { SaveToolbar } from '../../common/SaveToolbar.tsx';
import { ContactInputs } from './ContactInputs.tsx';

export const ContactCreate = () => (
  <Create redirect="show">
    <SimpleForm toolbar={<SaveToolbar />}>
      <ContactInputs />
    </SimpleForm>
  </Create>
);
