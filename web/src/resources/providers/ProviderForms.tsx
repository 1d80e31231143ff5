import { Create, Edit, SimpleForm } from 'react-admin';
import { SaveToolbar } from '../../common/SaveToolbar.tsx';
import { ProviderInputs } from './ProviderInputs.tsx';

// The password is write-only: the form starts it empty and an empty value is not sent.
const dropEmptyPassword = ({ password, ...data }: Record<string, any>) => (password ? { ...data, password } : data);

export const ProviderCreate = () => (
  <Create redirect="show" transform={dropEmptyPassword}>
    <SimpleForm toolbar={<SaveToolbar />}>
      <ProviderInputs />
    </SimpleForm>
  </Create>
);

export const ProviderEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show" transform={dropEmptyPassword}>
    <SimpleForm toolbar={<SaveToolbar />} defaultValues={{ password: '' }}>
      <ProviderInputs edit />
    </SimpleForm>
  </Edit>
);
