import { Create, Edit, SimpleForm } from 'react-admin';
import { SaveToolbar } from '../../common/SaveToolbar.tsx';
import { ipDefaults, IpInputs } from './IpInputs.tsx';

export const IpCreate = () => (
  <Create redirect="show">
    <SimpleForm toolbar={<SaveToolbar />} defaultValues={ipDefaults}>
      <IpInputs />
    </SimpleForm>
  </Create>
);

export const IpEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <SimpleForm toolbar={<SaveToolbar />}>
      <IpInputs />
    </SimpleForm>
  </Edit>
);
