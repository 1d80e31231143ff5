// The site's inputs, shared by the create and edit pages and their pop-up versions.
import { Box } from '@mui/material';
import { BooleanInput, maxValue, minValue, NumberInput, required, SelectInput, TextInput } from 'react-admin';
import { CONTRACT_DATA_SOURCES, DEFAULT_DATA_LIMIT_GB, SHORT_COUNTRIES } from '@console/contract';
import { CreatableChoiceInput } from '../../common/CreatableChoiceInput.tsx';
import { CustomerInput } from '../../common/CustomerInput.tsx';
import { FormRow, FormSection } from '../../common/FormSection.tsx';
import { SiteGeocoder } from './SiteGeocoder.tsx';
import { SiteMapInput } from './SiteMapInput.tsx';

const contractDataSourceChoices = CONTRACT_DATA_SOURCES.map((id) => ({ id, name: id }));

export interface SiteInputsProps {
  /** Map height; the pop-up uses a smaller one. */
  mapHeight?: number;
}

export const SiteInputs = ({ mapHeight }: SiteInputsProps) => (
  <Box sx={{ width: '100%', maxWidth: 960 }}>
    <FormSection title="resources.sites.sections.identity" />
    <FormRow>
      <TextInput source="name" validate={required()} />
      <CustomerInput source="customer_id" />
    </FormRow>
    <FormRow>
      <SelectInput source="contract_data_source" choices={contractDataSourceChoices} emptyText="-" />
      <BooleanInput source="is_stock" sx={{ flexShrink: 0, minWidth: 160, justifyContent: 'center' }} />
    </FormRow>

    <FormSection title="resources.sites.sections.address" />
    <FormRow>
      <TextInput source="street" />
      <TextInput source="number" sx={{ maxWidth: { md: 140 } }} />
    </FormRow>
    <FormRow>
      <TextInput source="zipcode" />
      <TextInput source="city" />
      <CreatableChoiceInput source="country" choices={SHORT_COUNTRIES} valuesOf={{ resource: 'sites', field: 'country' }} />
    </FormRow>
    <FormRow>
      <NumberInput source="lat" step={0.000001} validate={[minValue(-90), maxValue(90)]} />
      <NumberInput source="lng" step={0.000001} validate={[minValue(-180), maxValue(180)]} />
    </FormRow>
    <SiteGeocoder />
    <SiteMapInput height={mapHeight} />

    <FormSection title="resources.sites.sections.alerts" />
    <FormRow>
      <NumberInput source="data_limit" min={0} step={1} validate={minValue(0)} sx={{ maxWidth: { md: 200 } }} />
      <TextInput source="data_limit_contacts" helperText="resources.sites.helpers.data_limit_contacts" />
    </FormRow>

    <FormSection title="resources.sites.sections.notes" />
    <TextInput source="description" multiline minRows={3} />
  </Box>
);

export const siteDefaults = { is_stock: false, data_limit: DEFAULT_DATA_LIMIT_GB };
