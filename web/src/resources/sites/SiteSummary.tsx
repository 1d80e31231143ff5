// The summary tab of a site: identity, address with its map (spec 1 §9: zoom 16, 400 px), alerts.
import { Box } from '@mui/material';
import { BooleanField, ReferenceField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { DateField, NumberField } from '../../common/format/fields.tsx';
import { DetailSection } from '../../common/DetailSection.tsx';
import { SiteMap } from './SiteMap.tsx';
import type { SiteRecord } from './types.ts';

const SiteMapField = () => {
  const record = useRecordContext<SiteRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <SiteMap lat={record.lat} lng={record.lng} label={translate('resources.sites.map.label')} />
    </Box>
  );
};

export const SiteSummary = () => (
  <Box sx={{ pt: 1 }}>
    <DetailSection title="resources.sites.sections.identity">
      <TextField source="name" />
      <ReferenceField source="customer_id" reference="customers" emptyText="-" />
      <BooleanField source="is_stock" />
      <TextField source="contract_data_source" emptyText="-" />
    </DetailSection>
    <DetailSection title="resources.sites.sections.address" columns={4}>
      <TextField source="street" emptyText="-" />
      <TextField source="number" emptyText="-" />
      <TextField source="zipcode" emptyText="-" />
      <TextField source="city" emptyText="-" />
      <TextField source="country" emptyText="-" />
      <NumberField source="lat" emptyText="-" options={{ maximumFractionDigits: 6 }} />
      <NumberField source="lng" emptyText="-" options={{ maximumFractionDigits: 6 }} />
    </DetailSection>
    <SiteMapField />
    <DetailSection title="resources.sites.sections.alerts">
      <NumberField source="data_limit" />
      <TextField source="data_limit_contacts" emptyText="-" />
    </DetailSection>
    <DetailSection title="resources.sites.sections.notes" columns={1}>
      <TextField source="description" emptyText="-" sx={{ whiteSpace: 'pre-wrap' }} />
    </DetailSection>
    <DetailSection>
      <DateField source="created_at" showTime />
      <DateField source="updated_at" showTime />
    </DetailSection>
  </Box>
);
