// /devices/bulk-create (spec 1 §2.7, spec 2 §2, §7): serials one per line, product (managed,
// non-archived), supplier, site (default the stock site 1); Dry run, then Create: POST /devices/bulk
// with devices_refs, product_id, supplier, site_id, dry.
import { required } from 'react-admin';
import { BulkCreatePage } from '../../common/BulkCreatePage.tsx';
import { CreatableChoiceInput } from '../../common/CreatableChoiceInput.tsx';
import { FormRow } from '../../common/FormSection.tsx';
import { DEVICE_SUPPLIERS, STOCK_SITE_ID } from './choices.ts';
import { ManagedProductInput, SiteInput } from './DeviceReferenceInputs.tsx';

export const DeviceBulkCreate = () => (
  <BulkCreatePage
    resource="devices"
    title="resources.devices.bulk.create_title"
    path="devices/bulk"
    refsSource="devices_refs"
    defaultValues={{ site_id: STOCK_SITE_ID, product_id: null, supplier: null }}
    toPayload={(values, refs, dry) => ({
      devices_refs: refs,
      product_id: values.product_id,
      supplier: values.supplier || undefined,
      site_id: values.site_id ?? STOCK_SITE_ID,
      dry,
    })}
  >
    <FormRow>
      <ManagedProductInput source="product_id" validate={required()} fullWidth />
      <CreatableChoiceInput source="supplier" choices={DEVICE_SUPPLIERS} fullWidth />
      <SiteInput source="site_id" fullWidth />
    </FormRow>
  </BulkCreatePage>
);
