import { Create, SimpleForm } from 'react-admin';
import { SaveToolbar } from '../../common/SaveToolbar.tsx';
import { CompanyInputs } from './CompanyInputs.tsx';

export const CompanyCreate = () => (
  <Create redirect="show">
    <SimpleForm toolbar={<SaveToolbar />}>
      <CompanyInputs />
    </SimpleForm>
  </Create>
);
