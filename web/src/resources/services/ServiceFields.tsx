// What a service shows (spec 2 §2): a drawer of its main fields, and the show summary whose layout
// depends on the type: one-time services have their own, as do SDWAN, SDIP, DATA, LINE, STARLINK,
// STARLINK_DATA_POOL and TERMINAL_ACCESS; anything else gets the default card.
import type { ReactNode } from 'react';
import { Box, Card, CardContent } from '@mui/material';
import { BooleanField, ReferenceField, SelectField, SimpleShowLayout, TextField, UrlField, useRecordContext } from 'react-admin';
import { ChoiceField } from '../../common/format/ChoiceField.tsx';
import { DateField, MoneyField, NumberField } from '../../common/format/fields.tsx';
import { DetailSection } from '../../common/DetailSection.tsx';
import { CommercialStatusField } from './CommercialStatusField.tsx';
import { endReasonChoices, frequencyChoices, isStarlinkLike, serviceTypeChoices } from './choices.ts';
import type { ServiceRecord } from './types.ts';

const lower = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : '');

export const ServiceDetails = () => (
  <SimpleShowLayout sx={{ px: 0 }}>
    <CommercialStatusField resource="services" />
    <TextField source="reference" emptyText="-" />
    <SelectField source="type" choices={serviceTypeChoices} />
    <SelectField source="frequency" choices={frequencyChoices} />
    <TextField source="name" emptyText="-" />
    <TextField source="product_name" emptyText="-" />
    <ReferenceField source="customer_id" reference="customers" emptyText="-" />
    <ReferenceField source="package_id" reference="packages" emptyText="-" />
    <ReferenceField source="site_id" reference="sites" emptyText="-" />
    <MoneyField source="price" emptyText="-" />
    <NumberField source="qty" emptyText="-" />
    <ReferenceField source="device_id" reference="devices" emptyText="-" />
    <ReferenceField source="line_id" reference="lines" emptyText="-" />
    <ReferenceField source="ip_id" reference="ips" emptyText="-" />
    <ReferenceField source="sim_id" reference="simcards" emptyText="-" />
    <TextField source="serial" emptyText="-" />
    <ReferenceField source="assignee_id" reference="users" emptyText="-" />
    <DateField source="start_date" emptyText="-" />
    <DateField source="end_date" emptyText="-" />
    <TextField source="shipping_tracking_code" emptyText="-" />
    <DateField source="shipping_date" emptyText="-" />
    <DateField source="delivery_date" emptyText="-" />
  </SimpleShowLayout>
);

const Identity = () => (
  <DetailSection title="resources.services.sections.identity" columns={4}>
    <TextField source="reference" emptyText="-" />
    <TextField source="name" emptyText="-" />
    <SelectField source="type" choices={serviceTypeChoices} />
    <SelectField source="frequency" choices={frequencyChoices} />
    <ReferenceField source="product_id" reference="service_products" link="show" emptyText="-" />
    <ReferenceField source="package_id" reference="packages" link="show" emptyText="-" />
    <ReferenceField source="customer_id" reference="customers" link="show" emptyText="-" />
    <ReferenceField source="site_id" reference="sites" link="show" emptyText="-" />
    <TextField source="customer_reference" emptyText="-" />
    <ReferenceField source="assignee_id" reference="users" emptyText="-" />
  </DetailSection>
);

const Billing = () => (
  <DetailSection title="resources.services.sections.billing" columns={4}>
    <MoneyField source="price" emptyText="-" />
    <MoneyField source="list_price" emptyText="-" />
    <NumberField source="qty" emptyText="-" />
    <TextField source="currency" emptyText="-" />
    <ChoiceField source="vat_code" labels="resources.invoice_lines.vat_codes" />
    <TextField source="invoice_reference" emptyText="-" />
    <DateField source="start_date" emptyText="-" />
    <DateField source="end_date" emptyText="-" />
    <DateField source="early_end_date" label="resources.services.fields.commitment_date" emptyText="-" />
    <SelectField source="end_reason" choices={endReasonChoices} emptyText="-" />
  </DetailSection>
);

const Delivery = () => (
  <DetailSection title="resources.services.sections.delivery" columns={4}>
    <TextField source="shipping_tracking_code" emptyText="-" />
    <UrlField source="shipping_tracking_url" target="_blank" emptyText="-" />
    <DateField source="shipping_date" emptyText="-" />
    <DateField source="delivery_date" emptyText="-" />
  </DetailSection>
);

const Usage = () => (
  <DetailSection title="resources.services.sections.data" columns={4}>
    <NumberField source="data_included" emptyText="-" />
    <NumberField source="next_data_included" emptyText="-" />
    <MoneyField source="data_extra_price" emptyText="-" />
    <NumberField source="current_usage" emptyText="-" />
    <NumberField source="last_usage" emptyText="-" />
    <NumberField source="data_limit" emptyText="-" />
    <TextField source="data_limit_contacts" emptyText="-" />
  </DetailSection>
);

/** The type's own section. */
const TYPE_SECTIONS: Record<string, () => ReactNode> = {
  sdwan: () => (
    <>
      <DetailSection title="resources.services.sections.hardware" columns={4}>
        <ReferenceField source="device_id" reference="devices" link="show" emptyText="-" />
        <ReferenceField source="data_pool_id" reference="data_pools" link="show" emptyText="-" />
        <BooleanField source="sold" />
        <ReferenceField source="device_product_id" reference="device_products" link="show" emptyText="-" />
        <NumberField source="device_product_price" emptyText="-" />
      </DetailSection>
      <Usage />
    </>
  ),
  sdip: () => (
    <DetailSection title="resources.services.sections.network" columns={4}>
      <ReferenceField source="ip_id" reference="ips" link="show" emptyText="-" />
    </DetailSection>
  ),
  data: () => (
    <>
      <DetailSection title="resources.services.sections.network" columns={4}>
        <ReferenceField source="sim_id" reference="simcards" link="show" emptyText="-" />
      </DetailSection>
      <Usage />
    </>
  ),
  line: () => (
    <DetailSection title="resources.services.sections.network" columns={4}>
      <ReferenceField source="line_id" reference="lines" link="show" emptyText="-" />
      <NumberField source="line_price" emptyText="-" />
    </DetailSection>
  ),
  starlink: () => (
    <>
      <DetailSection title="resources.services.sections.starlink" columns={4}>
        <TextField source="starlink_terminal_id" emptyText="-" />
        <TextField source="starlink_service_line_id" emptyText="-" />
        <TextField source="service_line_product_reference_id" emptyText="-" />
        <BooleanField source="starlink_is_opted_into_overage" />
        <NumberField source="top_up_blocks_count" emptyText="-" />
        <NumberField source="top_up_blocks_total_data" emptyText="-" />
      </DetailSection>
      <Usage />
    </>
  ),
  starlink_data_pool: () => (
    <DetailSection title="resources.services.sections.starlink" columns={4}>
      <ReferenceField source="data_pool_id" reference="data_pools" link="show" emptyText="-" />
      <TextField source="starlink_service_line_id" emptyText="-" />
      <BooleanField source="starlink_is_opted_into_overage" />
      <NumberField source="current_usage" emptyText="-" />
    </DetailSection>
  ),
  terminal_access: () => (
    <DetailSection title="resources.services.sections.starlink" columns={4}>
      <TextField source="starlink_terminal_id" emptyText="-" />
      <TextField source="starlink_service_line_id" emptyText="-" />
    </DetailSection>
  ),
  custom: () => (
    <DetailSection title="resources.services.sections.hardware" columns={4}>
      <TextField source="serial" emptyText="-" />
    </DetailSection>
  ),
};

/** One-time services: what was sold and its delivery, no usage nor end. */
const OneTimeSummary = () => (
  <>
    <DetailSection title="resources.services.sections.one_time" columns={4}>
      <TextField source="reference" emptyText="-" />
      <TextField source="name" emptyText="-" />
      <SelectField source="type" choices={serviceTypeChoices} />
      <ReferenceField source="product_id" reference="service_products" link="show" emptyText="-" />
      <ReferenceField source="package_id" reference="packages" link="show" emptyText="-" />
      <ReferenceField source="customer_id" reference="customers" link="show" emptyText="-" />
      <MoneyField source="price" emptyText="-" />
      <NumberField source="qty" emptyText="-" />
      <TextField source="currency" emptyText="-" />
      <ChoiceField source="vat_code" labels="resources.invoice_lines.vat_codes" />
      <TextField source="serial" emptyText="-" />
      <ReferenceField source="assignee_id" reference="users" emptyText="-" />
    </DetailSection>
    <Delivery />
  </>
);

const Notes = () => (
  <DetailSection columns={3}>
    <TextField source="notes" emptyText="-" sx={{ whiteSpace: 'pre-wrap' }} />
    <DateField source="created_at" showTime />
    <DateField source="updated_at" showTime />
  </DetailSection>
);

export const ServiceSummary = () => {
  const record = useRecordContext<ServiceRecord>();
  if (!record) return null;
  const own = TYPE_SECTIONS[lower(record.type)];
  return (
    <Box sx={{ pt: 1 }}>
      {record.frequency === 'onetime' ? (
        <OneTimeSummary />
      ) : own ? (
        <>
          <Identity />
          {own()}
          <Billing />
          {!isStarlinkLike(lower(record.type)) && <Delivery />}
        </>
      ) : (
        <Card variant="outlined" sx={{ mb: 2 }}>
          <CardContent>
            <Identity />
            <Billing />
            <Delivery />
          </CardContent>
        </Card>
      )}
      <Notes />
    </Box>
  );
};
