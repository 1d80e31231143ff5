// The summary tab of a device (spec 1 §2.7): details, monthly and last-30-days usage charts, and
// the network events of its SIMs when there are any.
import { Box, Typography } from '@mui/material';
import { BooleanField, DataTable, ListContextProvider, ReferenceField, TextField, useGetList, useList, useRecordContext, useTranslate } from 'react-admin';
import { DateField, NumberField } from '../../common/format/fields.tsx';
import { DetailSection } from '../../common/DetailSection.tsx';
import { UsageCharts } from '../../common/charts/UsageCharts.tsx';
import { portsOf } from './devicePorts.ts';
import { ControllerGroupField, OnlineStatusField, SimCountField, WanLedsField } from './DeviceFields.tsx';
import { ChoiceField } from '../../common/format/ChoiceField.tsx';
import type { DeviceRecord } from './types.ts';

/** Network events of the SIMs in the device's ports; nothing at all when there are none. */
const DeviceLocationUpdates = () => {
  const record = useRecordContext<DeviceRecord>();
  const translate = useTranslate();
  const simIds = portsOf(record)
    .map(([, id]) => id)
    .filter((id): id is number => typeof id === 'number');
  const { data = [], isPending } = useGetList(
    'location_updates',
    { filter: { sim_id: simIds }, pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'DESC' } },
    { enabled: simIds.length > 0, retry: false },
  );
  const list = useList({ data });
  if (simIds.length === 0 || isPending || data.length === 0) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 600, letterSpacing: 1 }}>
        {translate('resources.devices.sections.location_updates')}
      </Typography>
      <ListContextProvider value={list}>
        <DataTable resource="location_updates" bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="timestamp">
            <DateField source="timestamp" showTime />
          </DataTable.Col>
          <DataTable.Col source="iccid" />
          <DataTable.Col source="type" />
          <DataTable.Col source="network_name" />
          <DataTable.Col source="country_name" />
          <DataTable.Col source="mcc" />
          <DataTable.Col source="mnc" />
        </DataTable>
      </ListContextProvider>
    </Box>
  );
};

export const DeviceSummary = () => {
  const record = useRecordContext<DeviceRecord>();
  if (!record) return null;
  return (
    <Box sx={{ pt: 1 }}>
      <DetailSection title="resources.devices.sections.identity">
        <TextField source="serial" />
        <TextField source="name" emptyText="-" />
        <ReferenceField source="product_id" reference="device_products" emptyText="-" />
        <TextField source="supplier" emptyText="-" />
        <OnlineStatusField source="online_status" />
        <WanLedsField source="wans" />
        <SimCountField source="sim_cards_count" label="resources.devices.fields.sims" />
        <NumberField source="lines_count" emptyText="0" />
        <BooleanField source="virtual" />
        <BooleanField source="reserved" />
        <BooleanField source="is_new" />
        <BooleanField source="in_stock" />
      </DetailSection>
      <DetailSection title="resources.devices.sections.placement">
        <ReferenceField source="customer_id" reference="customers" emptyText="-" />
        <ReferenceField source="site_id" reference="sites" emptyText="-" />
        <ReferenceField source="owner_id" reference="customers" emptyText="-" />
        <TextField source="address" emptyText="-" />
        <ChoiceField source="rent_sold" labels="resources.product_items.rent_sold" />
        <ChoiceField source="buy_sm" labels="resources.product_items.buy_sm" />
        <DateField source="commitment_date" emptyText="-" />
      </DetailSection>
      <DetailSection title="resources.devices.sections.controller">
        <ReferenceField source="server_id" reference="servers" emptyText="-" />
        <TextField source="ic_name" emptyText="-" />
        <ControllerGroupField source="ic_organization_name" label="resources.devices.fields.organization_group" />
        <TextField source="ic_status" emptyText="-" />
        <DateField source="last_online" showTime emptyText="-" />
        <DateField source="offline_at" showTime emptyText="-" />
        <DateField source="last_sync_at" showTime emptyText="-" />
      </DetailSection>
      <DetailSection title="resources.devices.sections.alerts">
        <NumberField source="data_limit" />
        <TextField source="data_limit_contacts" emptyText="-" />
      </DetailSection>
      <UsageCharts filter={{ device_id: record.id }} />
      <DeviceLocationUpdates />
    </Box>
  );
};
