// The summary tab of a device product: identity, flags, stock levels and counts.
import { Box } from '@mui/material';
import { BooleanField, TextField } from 'react-admin';
import { DateField, NumberField } from '../../common/format/fields.tsx';
import { DetailSection } from '../../common/DetailSection.tsx';

export const DeviceProductSummary = () => (
  <Box sx={{ pt: 1 }}>
    <DetailSection title="resources.device_products.sections.identity" columns={4}>
      <TextField source="reference" />
      <TextField source="name" />
      <TextField source="brand" emptyText="-" />
      <TextField source="family" emptyText="-" />
      <TextField source="sub_family" emptyText="-" />
      <TextField source="category" emptyText="-" />
      <BooleanField source="managed" />
      <BooleanField source="virtual" />
      <BooleanField source="accessory" />
      <NumberField source="ports_count" emptyText="-" />
    </DetailSection>
    <DetailSection title="resources.device_products.sections.stock" columns={4}>
      <NumberField source="stock_min_level" emptyText="-" />
      <NumberField source="stock_max_level" emptyText="-" />
      <TextField source="stock_status" emptyText="-" />
      <NumberField source="devices_stock_count" emptyText="-" />
      <NumberField source="devices_count" emptyText="-" />
      <NumberField source="product_items_stock_count" emptyText="-" />
      <NumberField source="product_items_count" emptyText="-" />
    </DetailSection>
    <DetailSection columns={2}>
      <TextField source="description" emptyText="-" sx={{ whiteSpace: 'pre-wrap' }} />
      <DateField source="updated_at" showTime />
    </DetailSection>
  </Box>
);
