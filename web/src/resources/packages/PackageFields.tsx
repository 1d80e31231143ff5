// Package drawer and summary (spec 2 §2, §3): the order, billing and shipping, then its services in
// sections per type (SDWan, SDIP, Data, Line, StarLink, Custom, One Time) and its package lines.
import { Box, Typography } from '@mui/material';
import {
  BooleanField,
  ReferenceField,
  ReferenceManyField,
  SelectField,
  SimpleShowLayout,
  TextField,
  UrlField,
  useListContext,
  useTranslate,
} from 'react-admin';
import { ChoiceField } from '../../common/format/ChoiceField.tsx';
import { DateField, NumberField } from '../../common/format/fields.tsx';
import { PACKAGE_SERVICES_PAGE_SIZE, SERVICE_SECTIONS, SERVICE_TYPES } from '@console/contract';
import { DetailSection } from '../../common/DetailSection.tsx';
import { ListPagination } from '../../common/ListPagination.tsx';
import { PackageLineTable } from '../package_lines/index.ts';
import { FulfillmentField } from './FulfillmentField.tsx';
import { CommercialStatusField } from '../services/CommercialStatusField.tsx';
import { deliveryMethodChoices } from '../services/choices.ts';
import { ServiceTable } from '../services/index.ts';
import { ServiceCards } from './ServiceCards.tsx';

export const PackageDetails = () => (
  <SimpleShowLayout sx={{ px: 0 }}>
    <CommercialStatusField resource="packages" />
    <TextField source="reference" emptyText="-" />
    <TextField source="name" emptyText="-" />
    <ReferenceField source="customer_id" reference="customers" emptyText="-" />
    <TextField source="customer_reference" emptyText="-" />
    <ReferenceField source="site_id" reference="sites" emptyText="-" />
    <ReferenceField source="invoicing_address_id" reference="addresses" emptyText="-" />
    <ReferenceField source="billing_company_id" reference="companies" emptyText="-" />
    <NumberField source="services_count" emptyText="-" />
    <FulfillmentField source="fulfillment_rate" />
    <DateField source="start_date" emptyText="-" />
    <DateField source="desired_date" emptyText="-" />
  </SimpleShowLayout>
);

/** A section title shown only when the section has rows. */
const SectionBody = ({ title, hide, cards }: { title: string; hide: string[]; cards?: boolean }) => {
  const { total, isPending } = useListContext();
  const translate = useTranslate();
  if (isPending || !total) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 600, letterSpacing: 1 }}>
        {translate(title)} ({total})
      </Typography>
      {cards ? <ServiceCards /> : <ServiceTable hide={hide} />}
      {total > PACKAGE_SERVICES_PAGE_SIZE && <ListPagination rowsPerPageOptions={[PACKAGE_SERVICES_PAGE_SIZE]} />}
    </Box>
  );
};

// The package page's services: the package and customer are the page's own; the reference names a
// service (its id adds nothing) and its assignee is the delivery queue's business: 11 columns fit 1440 px.
const HIDDEN_IN_PACKAGE = ['package_id', 'customer_id', 'id', 'assignee_id'];

const ServiceSection = ({ section, filter, cards }: { section: string; filter: Record<string, unknown>; cards?: boolean }) => (
  <ReferenceManyField reference="services" target="package_id" filter={filter} sort={{ field: 'id', order: 'ASC' }} perPage={PACKAGE_SERVICES_PAGE_SIZE}>
    <SectionBody title={`resources.packages.sections.services_${section}`} hide={HIDDEN_IN_PACKAGE} cards={cards} />
  </ReferenceManyField>
);

const RECURRING = ['monthly', 'yearly'];
/** Recurring services of types without a section of their own (data_pool, third_party...). */
const OTHER_TYPES = SERVICE_TYPES.filter((type) => !Object.values(SERVICE_SECTIONS).some((types) => types.includes(type)));

/** Recurring services per type section, the other recurring types, then every one-time service together; as tables, or as the cards of a site's page. */
export const PackageServices = ({ cards }: { cards?: boolean }) => (
  <>
    {Object.entries(SERVICE_SECTIONS).map(([section, types]) => (
      <ServiceSection key={section} section={section} filter={{ type: [...types], frequency: RECURRING }} cards={cards} />
    ))}
    <ServiceSection section="other" filter={{ type: OTHER_TYPES, frequency: RECURRING }} cards={cards} />
    <ServiceSection section="one_time" filter={{ frequency: 'onetime' }} cards={cards} />
  </>
);

const PackageLinesBody = () => {
  const { total, isPending } = useListContext();
  const translate = useTranslate();
  if (isPending || !total) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 600, letterSpacing: 1 }}>
        {translate('resources.packages.sections.package_lines')} ({total})
      </Typography>
      <PackageLineTable hide={['package_id', 'customer_id']} />
    </Box>
  );
};

export const PackageSummary = () => (
  <Box sx={{ pt: 1 }}>
    <DetailSection title="resources.packages.sections.order" columns={4}>
      <TextField source="reference" emptyText="-" />
      <TextField source="so_number" emptyText="-" />
      <TextField source="name" emptyText="-" />
      <CommercialStatusField resource="packages" />
      <ReferenceField source="customer_id" reference="customers" link="show" emptyText="-" />
      <TextField source="customer_reference" emptyText="-" />
      <ReferenceField source="site_id" reference="sites" link="show" emptyText="-" />
      <FulfillmentField source="fulfillment_rate" />
      <DateField source="desired_date" emptyText="-" />
      <DateField source="start_date" emptyText="-" />
      <DateField source="end_date" emptyText="-" />
      <UrlField source="support_url" target="_blank" emptyText="-" />
    </DetailSection>
    <DetailSection title="resources.packages.sections.billing" columns={4}>
      <ReferenceField source="invoicing_address_id" reference="addresses" link="show" emptyText="-" />
      <ReferenceField source="billing_company_id" reference="companies" link="show" emptyText="-" />
      <SelectField source="invoicing_delivery_method" choices={deliveryMethodChoices} emptyText="-" />
      <TextField source="invoice_regroupment_reference" emptyText="-" />
      <ChoiceField source="default_vat_code" labels="resources.invoice_lines.vat_codes" />
      <TextField source="currency" emptyText="-" />
      <BooleanField source="is_free" />
      <ReferenceField source="data_pool_id" reference="data_pools" link="show" emptyText="-" />
      <ReferenceField source="starlink_data_pool_id" reference="data_pools" link="show" emptyText="-" />
    </DetailSection>
    <DetailSection title="resources.packages.sections.shipping" columns={3}>
      <TextField source="shipping_address" emptyText="-" sx={{ whiteSpace: 'pre-wrap' }} />
      <TextField source="shipping_contact" emptyText="-" />
      <TextField source="notes" emptyText="-" sx={{ whiteSpace: 'pre-wrap' }} />
    </DetailSection>
    <PackageServices />
    <ReferenceManyField reference="package_lines" target="package_id" filter={{ invoiced: 'all' }} sort={{ field: 'id', order: 'ASC' }} perPage={50}>
      <PackageLinesBody />
    </ReferenceManyField>
  </Box>
);
