import { Edit, SimpleForm } from 'react-admin';
import { SaveToolbar } from '../../common/SaveToolbar.tsx';
import { SiteInputs } from './SiteInputs.tsx';

export const SiteEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <SimpleForm toolbar={<SaveToolbar />}>
      <SiteInputs />
    </SimpleForm>
  </Edit>
);
