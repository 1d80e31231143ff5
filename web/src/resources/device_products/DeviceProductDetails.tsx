import { BooleanField, SimpleShowLayout, TextField } from 'react-admin';
import { NumberField } from '../../common/format/fields.tsx';
import { StockAlertChip } from './StockAlertChip.tsx';

/** The product's drawer and summary fields. */
export const DeviceProductDetails = () => (
  <SimpleShowLayout sx={{ px: 0 }}>
    <StockAlertChip />
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
    <NumberField source="stock_min_level" emptyText="-" />
    <NumberField source="stock_max_level" emptyText="-" />
    <NumberField source="devices_count" emptyText="-" />
    <NumberField source="devices_stock_count" emptyText="-" />
    <TextField source="stock_status" emptyText="-" />
    <TextField source="description" emptyText="-" sx={{ whiteSpace: 'pre-wrap' }} />
  </SimpleShowLayout>
);
