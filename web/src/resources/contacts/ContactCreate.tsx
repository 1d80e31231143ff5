import { Create, SimpleForm } from 'react-admin';
import { ContactInputs } from './ContactInputs.tsx';

export const ContactCreate = () => (
  <Create redirect="show">
    <SimpleForm>
      <ContactInputs />
    </SimpleForm>
  </Create>
);
