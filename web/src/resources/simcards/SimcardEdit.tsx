import { Edit, SimpleForm } from 'react-admin';
import { SaveToolbar } from '../../common/SaveToolbar.tsx';
import { simcardShowPath } from './simcardApi.ts';
import { SimcardInputs } from './SimcardInputs.tsx';

export const SimcardEdit = () => (
  <Edit mutationMode="pessimistic" redirect={(_resource, _id, data) => simcardShowPath(data).slice(1)}>
    <SimpleForm toolbar={<SaveToolbar />}>
      <SimcardInputs />
    </SimpleForm>
  </Edit>
);
