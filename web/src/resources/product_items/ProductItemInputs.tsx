// Product item form (spec 2 §3 Product item): products offered are the unmanaged ones (managed
// products are devices); the site list follows the chosen customer.
import { Box } from '@mui/material';
import { AutocompleteInput, BooleanInput, ReferenceInput, required, SelectInput, TextInput } from 'react-admin';
import { DateInput } from '../../common/format/DateInputs.tsx';
import { FormRow as Row, FormSection as Section } from '../../common/FormSection.tsx';
import { buySmChoices, rentSoldChoices } from './choices.ts';
import { SiteOfCustomerInputs } from './SiteOfCustomerInputs.tsx';

/** Unmanaged, non-archived products (spec 2 §2). */
export const ProductInput = () => (
  <ReferenceInput source="product_id" reference="device_products" filter={{ managed: false, archived: false }} sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput
      optionText={(p: { reference?: string; name?: string }) => [p.reference, p.name].filter(Boolean).join(' · ')}
      filterToQuery={(q: string) => ({ q })}
      validate={required()}
    />
  </ReferenceInput>
);

export const ProductItemInputs = () => (
  <Box sx={{ width: '100%', maxWidth: 960 }}>
    <Section title="resources.product_items.sections.identity" />
    <Row>
      <TextInput source="serial" validate={required()} />
      <ProductInput />
      <TextInput source="supplier" />
    </Row>
    <Row>
      <TextInput source="power_supply_serial" />
      <TextInput source="router_serial" />
    </Row>
    <Section title="resources.product_items.sections.where" />
    <Row>
      <SiteOfCustomerInputs siteRequired={false} />
    </Row>
    <Row>
      <BooleanInput source="in_stock" />
      <BooleanInput source="reserved" />
      <BooleanInput source="is_new" />
    </Row>
    <Section title="resources.product_items.sections.billing" />
    <Row>
      <SelectInput source="rent_sold" choices={rentSoldChoices} emptyText="-" />
      <SelectInput source="buy_sm" choices={buySmChoices} emptyText="-" />
    </Row>
    <Row>
      <TextInput source="account_number" />
      <TextInput source="account_email" type="email" />
    </Row>
    <Section title="resources.product_items.sections.dates" />
    <Row>
      <DateInput source="order_date" />
      <DateInput source="sent_date" />
      <DateInput source="installed_date" />
    </Row>
    <TextInput source="notes" multiline minRows={3} />
  </Box>
);

export const productItemDefaults = { in_stock: true, reserved: false, is_new: true, site_id: 1 };
