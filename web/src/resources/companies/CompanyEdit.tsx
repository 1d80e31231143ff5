import { Edit, SimpleForm } from 'react-admin';
import { SaveToolbar } from '../../common/SaveToolbar.tsx';
import { CompanyInputs } from './CompanyInputs.tsx';

export const CompanyEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <SimpleForm toolbar={<SaveToolbar />}>
      <CompanyInputs />
    </SimpleForm>
  </Edit>
);
