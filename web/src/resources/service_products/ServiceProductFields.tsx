// Fields of a service product: the drawer and the summary.
import { Box } from '@mui/material';
import { SelectField, SimpleShowLayout, TextField } from 'react-admin';
import { DateField, MoneyField, NumberField } from '../../common/format/fields.tsx';
import { DetailSection } from '../../common/DetailSection.tsx';
import { frequencyChoices, serviceTypeChoices } from '../services/choices.ts';

export const ServiceProductDetails = () => (
  <SimpleShowLayout sx={{ px: 0 }}>
    <TextField source="reference" />
    <TextField source="vendor_reference" emptyText="-" />
    <TextField source="name" />
    <SelectField source="service_type" choices={serviceTypeChoices} />
    <SelectField source="frequency" choices={frequencyChoices} />
    <MoneyField source="price" emptyText="-" />
    <NumberField source="data_included" emptyText="-" />
    <MoneyField source="extra_price" emptyText="-" />
    <TextField source="currency" emptyText="-" />
    <NumberField source="services_count" emptyText="-" />
    <TextField source="description" emptyText="-" sx={{ whiteSpace: 'pre-wrap' }} />
  </SimpleShowLayout>
);

export const ServiceProductSummary = () => (
  <Box sx={{ pt: 1 }}>
    <DetailSection title="resources.service_products.sections.identity" columns={4}>
      <TextField source="reference" />
      <TextField source="vendor_reference" emptyText="-" />
      <TextField source="name" />
      <SelectField source="service_type" choices={serviceTypeChoices} />
      <SelectField source="frequency" choices={frequencyChoices} />
      <NumberField source="services_count" emptyText="-" />
    </DetailSection>
    <DetailSection title="resources.service_products.sections.pricing" columns={4}>
      <MoneyField source="price" emptyText="-" />
      <NumberField source="data_included" emptyText="-" />
      <MoneyField source="extra_price" emptyText="-" />
      <TextField source="currency" emptyText="-" />
    </DetailSection>
    <DetailSection columns={2}>
      <TextField source="description" emptyText="-" sx={{ whiteSpace: 'pre-wrap' }} />
      <DateField source="updated_at" showTime />
    </DetailSection>
  </Box>
);
