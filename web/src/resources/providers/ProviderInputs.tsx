// SIM provider form (spec 1 §2.9): the edit fields of the spec, id read-only, password write-only.
import { Box } from '@mui/material';
import { PasswordInput, required, SelectInput, TextInput } from 'react-admin';
import { SHORT_COUNTRIES } from '@console/contract';
import { CreatableChoiceInput } from '../../common/CreatableChoiceInput.tsx';
import { FormRow as Row, FormSection as Section } from '../../common/FormSection.tsx';
import { providerApiChoices } from './choices.ts';

export const ProviderInputs = ({ edit = false }: { edit?: boolean }) => (
  <Box sx={{ width: '100%', maxWidth: 960 }}>
    <Section title="resources.providers.sections.identity" />
    <Row>
      {edit && <TextInput source="id" disabled sx={{ maxWidth: { md: 120 } }} />}
      <TextInput source="name" validate={required()} />
      <TextInput source="iccid_prefix" />
      <SelectInput source="api" choices={providerApiChoices} emptyText="resources.providers.apis.none" />
    </Row>
    <Row>
      <TextInput source="supplier_name" />
      <TextInput source="carrier_name" />
      <TextInput source="product_name" />
    </Row>
    <Section title="resources.providers.sections.network" />
    <Row>
      <TextInput source="prefered_apn" />
      <TextInput source="alternative_apn" />
    </Row>
    <Row>
      <TextInput source="username" />
      <PasswordInput source="password" helperText={edit ? 'resources.providers.helpers.password' : undefined} />
    </Row>
    <Section title="resources.providers.sections.country" />
    <Row>
      <CreatableChoiceInput source="contry_iso" choices={SHORT_COUNTRIES} valuesOf={{ resource: 'providers', field: 'contry_iso' }} />
      <TextInput source="country" />
      <TextInput source="country_code" />
      <TextInput source="mcc" />
    </Row>
    <TextInput source="description" multiline minRows={2} />
  </Box>
);
