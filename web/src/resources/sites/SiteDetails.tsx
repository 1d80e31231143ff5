// The site's side-drawer content: where it is, with a small map.
import { Box } from '@mui/material';
import { BooleanField, ReferenceField, SimpleShowLayout, TextField, useRecordContext, useTranslate } from 'react-admin';
import { NumberField } from '../../common/format/fields.tsx';
import { SiteMap } from './SiteMap.tsx';
import type { SiteRecord } from './types.ts';

const SmallMap = () => {
  const record = useRecordContext<SiteRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ mt: 1 }}>
      <SiteMap lat={record.lat} lng={record.lng} height={220} label={translate('resources.sites.map.label')} />
    </Box>
  );
};

export const SiteDetails = () => (
  <>
    <SimpleShowLayout sx={{ px: 0 }}>
      <ReferenceField source="customer_id" reference="customers" emptyText="-" />
      <TextField source="address" emptyText="-" />
      <BooleanField source="is_stock" />
      <TextField source="contract_data_source" emptyText="-" />
      <NumberField source="data_limit" />
      <TextField source="data_limit_contacts" emptyText="-" />
    </SimpleShowLayout>
    <SmallMap />
  </>
);
