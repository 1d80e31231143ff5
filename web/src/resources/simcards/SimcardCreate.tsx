import { Create, SimpleForm } from 'react-admin';
import { SaveToolbar } from '../../common/SaveToolbar.tsx';
import { simcardShowPath } from './simcardApi.ts';
import { simcardDefaults, SimcardInputs } from './SimcardInputs.tsx';

export const SimcardCreate = () => (
  <Create redirect={(_resource, _id, data) => simcardShowPath(data).slice(1)}>
    <SimpleForm defaultValues={simcardDefaults} toolbar={<SaveToolbar />}>
      <SimcardInputs />
    </SimpleForm>
  </Create>
);
