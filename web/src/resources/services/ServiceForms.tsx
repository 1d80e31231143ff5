// Service create (at /services/create, possibly prefilled with a package: back to that package on
// save) and edit.
import { Create, Edit, SimpleForm, type RaRecord } from 'react-admin';
import { SaveToolbar } from '../../common/SaveToolbar.tsx';
import { serviceDefaults, ServiceInputs } from './ServiceInputs.tsx';

const backToPackage = (_resource: string | undefined, id: unknown, data: Partial<RaRecord> | undefined) =>
  data?.package_id ? `packages/${data.package_id}/show` : `services/${id}/show`;

export const ServiceCreate = () => (
  <Create redirect={backToPackage}>
    <SimpleForm defaultValues={serviceDefaults} toolbar={<SaveToolbar />}>
      <ServiceInputs />
    </SimpleForm>
  </Create>
);

export const ServiceEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <SimpleForm toolbar={<SaveToolbar />}>
      <ServiceInputs />
    </SimpleForm>
  </Edit>
);
