// The device's side-drawer content.
import { BooleanField, ReferenceField, SimpleShowLayout, TextField } from 'react-admin';
import { DateField } from '../../common/format/fields.tsx';
import { ControllerGroupField, OnlineStatusField, OwnerBadge, SimCountField, WanLedsField } from './DeviceFields.tsx';
import { ChoiceField } from '../../common/format/ChoiceField.tsx';

export const DeviceDetails = () => (
  <SimpleShowLayout sx={{ px: 0 }}>
    <OwnerBadge />
    <TextField source="serial" />
    <TextField source="name" emptyText="-" />
    <OnlineStatusField source="online_status" />
    <ReferenceField source="customer_id" reference="customers" emptyText="-" />
    <ReferenceField source="site_id" reference="sites" emptyText="-" />
    <ReferenceField source="product_id" reference="device_products" emptyText="-" />
    <ReferenceField source="server_id" reference="servers" emptyText="-" />
    <ControllerGroupField source="ic_organization_name" label="resources.devices.fields.organization_group" />
    <WanLedsField source="wans" />
    <SimCountField source="sim_cards_count" label="resources.devices.fields.sims" />
    <TextField source="lines_count" emptyText="0" />
    <BooleanField source="in_stock" />
    <BooleanField source="reserved" />
    <BooleanField source="is_new" />
    <ChoiceField source="rent_sold" labels="resources.product_items.rent_sold" />
    <DateField source="last_online" showTime emptyText="-" />
    <DateField source="last_sync_at" showTime emptyText="-" />
  </SimpleShowLayout>
);
