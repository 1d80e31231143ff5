// Package line columns, drawer and summary (spec 2 §2, §3).
import { Box } from '@mui/material';
import { BooleanField, DataTable, ReferenceField, SimpleShowLayout, TextField, UrlField } from 'react-admin';
import { DateField, MoneyField, NumberField } from '../../common/format/fields.tsx';
import { DetailSection } from '../../common/DetailSection.tsx';
import { CommercialStatusField, commercialStatusRowSx } from '../services/CommercialStatusField.tsx';

export const packageLineColumns = ({ hide = [] }: { hide?: string[] } = {}) =>
  [
    <DataTable.Col key="id" source="id" />,
    <DataTable.Col key="package_id" source="package_id" render={(record) => record.package_reference ?? record.package_id ?? '-'} />,
    <DataTable.Col key="customer_id" source="customer_name" />,
    <DataTable.Col key="device_product_id" source="device_product_name" />,
    <DataTable.Col key="status" source="status">
      <CommercialStatusField resource="package_lines" />
    </DataTable.Col>,
    <DataTable.Col align="right" field={NumberField} key="qty" source="qty" />,
    <DataTable.Col align="right" field={MoneyField} key="price" source="price" />,
    <DataTable.Col key="is_invoiced" source="is_invoiced" field={BooleanField} disableSort />,
    <DataTable.Col key="site_id" source="site_name" />,
    <DataTable.Col key="serials" source="serials" disableSort render={(record) => (record.serials ?? []).join(', ')} />,
    <DataTable.Col key="shipping_tracking_code" source="shipping_tracking_code" disableSort />,
    <DataTable.Col key="shipping_date" source="shipping_date" field={DateField} />,
    <DataTable.Col key="delivery_date" source="delivery_date" field={DateField} />,
  ].filter((col) => !hide.includes(String(col.key)));

/** An embedded table of package lines (inside a ReferenceManyField), rows open the line. */
export const PackageLineTable = ({ hide = [] }: { hide?: string[] }) => (
  <DataTable bulkActionButtons={false} rowClick="show" resource="package_lines" rowSx={commercialStatusRowSx()}>
    {packageLineColumns({ hide })}
  </DataTable>
);

const Serials = ({ source: _source }: { source?: string; label?: string }) => <TextField source="serials" emptyText="-" sx={{ whiteSpace: 'pre-wrap' }} />;

export const PackageLineDetails = () => (
  <SimpleShowLayout sx={{ px: 0 }}>
    <CommercialStatusField resource="package_lines" />
    <ReferenceField source="package_id" reference="packages" emptyText="-" />
    <ReferenceField source="customer_id" reference="customers" emptyText="-" />
    <ReferenceField source="device_product_id" reference="device_products" emptyText="-" />
    <NumberField source="qty" />
    <MoneyField source="price" emptyText="-" />
    <MoneyField source="total" emptyText="-" />
    <BooleanField source="is_invoiced" />
    <BooleanField source="is_free" />
    <Serials source="serials" />
    <ReferenceField source="site_id" reference="sites" emptyText="-" />
    <TextField source="shipping_tracking_code" emptyText="-" />
    <DateField source="shipping_date" emptyText="-" />
    <DateField source="delivery_date" emptyText="-" />
  </SimpleShowLayout>
);

export const PackageLineSummary = () => (
  <Box sx={{ pt: 1 }}>
    <DetailSection title="resources.package_lines.sections.order" columns={4}>
      <ReferenceField source="package_id" reference="packages" link="show" emptyText="-" />
      <ReferenceField source="customer_id" reference="customers" link="show" emptyText="-" />
      <ReferenceField source="service_id" reference="services" link="show" emptyText="-" />
      <ReferenceField source="device_product_id" reference="device_products" link="show" emptyText="-" />
      <NumberField source="qty" />
      <MoneyField source="price" emptyText="-" />
      <MoneyField source="total" emptyText="-" />
      <BooleanField source="is_free" />
      <BooleanField source="is_invoiced" />
    </DetailSection>
    <DetailSection title="resources.package_lines.sections.delivery" columns={4}>
      <Serials source="serials" />
      <ReferenceField source="site_id" reference="sites" link="show" emptyText="-" />
      <TextField source="shipping_address" emptyText="-" sx={{ whiteSpace: 'pre-wrap' }} />
      <TextField source="shipping_contact" emptyText="-" />
      <TextField source="shipping_tracking_code" emptyText="-" />
      <UrlField source="shipping_tracking_url" target="_blank" emptyText="-" />
      <DateField source="shipping_date" emptyText="-" />
      <DateField source="delivery_date" emptyText="-" />
    </DetailSection>
    <DetailSection columns={3}>
      <TextField source="notes" emptyText="-" sx={{ whiteSpace: 'pre-wrap' }} />
      <DateField source="created_at" showTime />
      <DateField source="updated_at" showTime />
    </DetailSection>
  </Box>
);
