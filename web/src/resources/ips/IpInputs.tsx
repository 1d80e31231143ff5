// IP form (spec 1 §3 IP, §9): VLAN 0 or 100-120, firewall and subnet-type lists. The bulk create
// shares everything but the address.
import { Box } from '@mui/material';
import { AutocompleteInput, BooleanInput, NumberInput, ReferenceInput, required, SelectInput, TextInput } from 'react-admin';
import { CustomerInput } from '../../common/CustomerInput.tsx';
import { FormRow as Row, FormSection as Section } from '../../common/FormSection.tsx';
import { deviceOptionText } from '../../common/referenceOptions.ts';
import { firewallChoices, subnetTypeChoices, vlanChoices } from './choices.ts';

export const IpSharedInputs = () => (
  <>
    <Section title="resources.ips.sections.subnet" />
    <Row>
      <TextInput source="subnet" />
      <SelectInput source="subnet_type" choices={subnetTypeChoices} emptyText="-" />
      <TextInput source="gateway" />
    </Row>
    <Row>
      <SelectInput source="firewall" choices={firewallChoices} emptyText="-" />
      <SelectInput source="vlan_id" choices={vlanChoices} emptyText="-" />
    </Row>
    <TextInput source="subnet_notes" />
    <Section title="resources.ips.sections.use" />
    <Row>
      <CustomerInput />
      <ReferenceInput source="device_id" reference="devices" sort={{ field: 'serial', order: 'ASC' }}>
        <AutocompleteInput optionText={deviceOptionText} filterToQuery={(q: string) => ({ q })} />
      </ReferenceInput>
      <TextInput source="unmanaged_device_description" />
    </Row>
    <Row>
      <BooleanInput source="available" />
      <BooleanInput source="used" />
    </Row>
    <TextInput source="notes" multiline minRows={2} />
  </>
);

export const IpInputs = () => (
  <Box sx={{ width: '100%', maxWidth: 960 }}>
    <Section title="resources.ips.sections.address" />
    <Row>
      <TextInput source="address" validate={required()} />
      <NumberInput source="cidr" min={0} max={128} />
    </Row>
    <IpSharedInputs />
  </Box>
);

export const ipDefaults = { cidr: 32, available: true, used: false };
