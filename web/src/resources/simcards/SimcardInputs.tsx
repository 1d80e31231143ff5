// SIM card form (spec 1 §2.8, §5): the parent SIM only for eSIMs and only SIMs of type sim as
// parents; the status edited directly only when the SIM is not manageable.
import { Box } from '@mui/material';
import { AutocompleteInput, NumberInput, PasswordInput, ReferenceInput, required, SelectInput, TextInput, useRecordContext } from 'react-admin';
import { simOptionText } from '../../common/referenceOptions.ts';
import { useWatch } from 'react-hook-form';
import { CustomerInput } from '../../common/CustomerInput.tsx';
import { FormRow as Row, FormSection as Section } from '../../common/FormSection.tsx';
import { simStatusChoices, simTypeChoices } from './choices.ts';
import type { SimcardRecord } from './types.ts';

const ParentInput = () => {
  const type = useWatch({ name: 'type' });
  if (type !== 'esim') return null;
  return (
    <ReferenceInput source="parent_id" reference="simcards" filter={{ type: 'sim' }} sort={{ field: 'iccid', order: 'ASC' }}>
      <AutocompleteInput optionText={simOptionText} filterToQuery={(q: string) => ({ q })} />
    </ReferenceInput>
  );
};

const StatusInput = () => {
  // The create form's record is only its defaults.
  const record = useRecordContext<Partial<SimcardRecord>>();
  if (record?.is_manageable) return null;
  return <SelectInput source="status" choices={simStatusChoices} />;
};

export const SimcardInputs = () => (
  <Box sx={{ width: '100%', maxWidth: 960 }}>
    <Section title="resources.simcards.sections.identity" />
    <Row>
      <SelectInput source="type" choices={simTypeChoices} validate={required()} />
      <TextInput source="iccid" validate={required()} />
      <TextInput source="variant" />
    </Row>
    <ParentInput />
    <Row>
      <TextInput source="imsi" />
      <TextInput source="imsi_profile" />
      <TextInput source="sponsored_imsi" />
    </Row>
    <Row>
      <ReferenceInput source="provider_id" reference="providers" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput filterToQuery={(q: string) => ({ q })} />
      </ReferenceInput>
      <ReferenceInput source="pool_id" reference="simpools" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput filterToQuery={(q: string) => ({ q })} />
      </ReferenceInput>
      <CustomerInput />
    </Row>
    <Row>
      <StatusInput />
      <TextInput source="phone_number" />
    </Row>

    <Section title="resources.simcards.sections.network" />
    <Row>
      <TextInput source="apn_1" />
      <TextInput source="apn_2" />
      <TextInput source="apn_3" />
    </Row>
    <Row>
      <NumberInput source="preferred_mtu" />
      <TextInput source="pin" />
      <TextInput source="username" />
      <PasswordInput source="password" />
    </Row>
    <Section title="resources.simcards.sections.data_limit" />
    <Row>
      <NumberInput source="data_limit" min={0} step={0.5} />
      <TextInput source="data_limit_contacts" helperText="resources.simcards.helpers.data_limit_contacts" />
    </Row>

    <Section title="resources.simcards.sections.notes" />
    <TextInput source="notes" multiline minRows={3} />
  </Box>
);

export const simcardDefaults = { type: 'sim', status: 'AVAILABLE' };
