// Data pool columns, drawer and summary (spec 2 §2, §3).
import { Box } from '@mui/material';
import { DataTable, ReferenceField, SelectField, SimpleShowLayout, TextField } from 'react-admin';
import { ChoiceField } from '../../common/format/ChoiceField.tsx';
import { DateField, MoneyField, NumberField } from '../../common/format/fields.tsx';
import { DetailSection } from '../../common/DetailSection.tsx';
import { dataPoolTypeChoices } from '../services/choices.ts';

export const dataPoolColumns = ({ hide = [] }: { hide?: string[] } = {}) =>
  [
    <DataTable.Col key="id" source="id" />,
    <DataTable.Col key="reference" source="reference" />,
    <DataTable.Col key="name" source="name" />,
    <DataTable.Col key="type" source="type">
      <SelectField source="type" choices={dataPoolTypeChoices} />
    </DataTable.Col>,
    <DataTable.Col key="customer_id" source="customer_name" />,
    <DataTable.Col key="billing_company_id" source="billing_company_name" disableSort />,
    <DataTable.Col align="right" field={NumberField} key="data_included" source="data_included" />,
    <DataTable.Col align="right" field={NumberField} key="current_usage" source="current_usage" />,
    <DataTable.Col align="right" field={MoneyField} key="data_price" source="data_price" />,
    <DataTable.Col align="right" field={MoneyField} key="data_extra_price" source="data_extra_price" />,
    <DataTable.Col key="currency" source="currency" disableSort />,
    <DataTable.Col align="right" field={NumberField} key="services_count" source="services_count" />,
    <DataTable.Col key="start_date" source="start_date" field={DateField} />,
  ].filter((col) => !hide.includes(String(col.key)));

export const DataPoolDetails = () => (
  <SimpleShowLayout sx={{ px: 0 }}>
    <TextField source="reference" emptyText="-" />
    <TextField source="name" emptyText="-" />
    <SelectField source="type" choices={dataPoolTypeChoices} />
    <ReferenceField source="customer_id" reference="customers" emptyText="-" />
    <ReferenceField source="invoicing_address_id" reference="addresses" emptyText="-" />
    <ReferenceField source="billing_company_id" reference="companies" emptyText="-" />
    <NumberField source="data_included" />
    <MoneyField source="data_price" />
    <MoneyField source="data_extra_price" />
    <NumberField source="current_usage" emptyText="-" />
    <NumberField source="extra_usage" emptyText="-" />
    <MoneyField source="total_price" emptyText="-" />
    <NumberField source="services_count" emptyText="-" />
  </SimpleShowLayout>
);

export const DataPoolSummary = () => (
  <Box sx={{ pt: 1 }}>
    <DetailSection title="resources.data_pools.sections.identity" columns={4}>
      <TextField source="reference" emptyText="-" />
      <TextField source="name" emptyText="-" />
      <SelectField source="type" choices={dataPoolTypeChoices} />
      <ReferenceField source="product_id" reference="service_products" link="show" emptyText="-" />
      <TextField source="so_number" emptyText="-" />
      <TextField source="customer_reference" emptyText="-" />
      <ReferenceField source="customer_id" reference="customers" link="show" emptyText="-" />
      <TextField source="starlink_account_id" emptyText="-" />
      <DateField source="start_date" emptyText="-" />
      <DateField source="end_date" emptyText="-" />
    </DetailSection>
    <DetailSection title="resources.data_pools.sections.billing" columns={4}>
      <ReferenceField source="invoicing_address_id" reference="addresses" link="show" emptyText="-" />
      <ReferenceField source="billing_company_id" reference="companies" link="show" emptyText="-" />
      <ChoiceField source="default_vat_code" labels="resources.invoice_lines.vat_codes" />
      <TextField source="currency" emptyText="-" />
      <NumberField source="data_included" />
      <MoneyField source="data_price" />
      <MoneyField source="data_extra_price" />
      <MoneyField source="total_price" emptyText="-" />
    </DetailSection>
    <DetailSection title="resources.data_pools.sections.usage" columns={4}>
      <NumberField source="current_usage" emptyText="-" />
      <NumberField source="extra_usage" emptyText="-" />
      <NumberField source="services_count" emptyText="-" />
      <NumberField source="packages_count" emptyText="-" />
      <TextField source="data_limit_contacts" emptyText="-" />
    </DetailSection>
    <DetailSection columns={2}>
      <DateField source="created_at" showTime />
      <DateField source="updated_at" showTime />
    </DetailSection>
  </Box>
);
