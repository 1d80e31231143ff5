// Line form (spec 1 §3 Line): the device is set by Attach and Detach, not here.
import { Box } from '@mui/material';
import { AutocompleteInput, PasswordInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { DateInput } from '../../common/format/DateInputs.tsx';
import { useWatch } from 'react-hook-form';
import { CustomerInput } from '../../common/CustomerInput.tsx';
import { FormRow as Row, FormSection as Section } from '../../common/FormSection.tsx';
import { StaffUserInput } from '../../common/StaffUserInput.tsx';
import { lineStatusChoices, lineTypeChoices } from './choices.ts';

/** Sites of the chosen customer only. */
const SiteInput = () => {
  const customerId = useWatch({ name: 'customer_id' });
  return (
    <ReferenceInput source="site_id" reference="sites" filter={customerId ? { customer_id: customerId } : {}} sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteInput filterToQuery={(q: string) => ({ q })} />
    </ReferenceInput>
  );
};

export const LineInputs = () => (
  <Box sx={{ width: '100%', maxWidth: 960 }}>
    <Section title="resources.lines.sections.order" />
    <Row>
      <TextInput source="sales_order_number" />
      <TextInput source="subscription_id" />
      <ReferenceInput source="provider_id" reference="line_providers" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput filterToQuery={(q: string) => ({ q })} />
      </ReferenceInput>
    </Row>
    <Row>
      <SelectInput source="status" choices={lineStatusChoices} emptyText="-" />
      <SelectInput source="line_type" choices={lineTypeChoices} emptyText="-" />
      <TextInput source="accounting_status" />
    </Row>
    <Section title="resources.lines.sections.where" />
    <Row>
      <CustomerInput />
      <SiteInput />
    </Row>
    <TextInput source="address" />
    <Section title="resources.lines.sections.follow_up" />
    <Row>
      <StaffUserInput source="assigned_to_id" />
      <DateInput source="installation_date" />
      <DateInput source="next_action_date" />
      <DateInput source="decommission_date" />
    </Row>
    <Section title="resources.lines.sections.access" />
    <Row>
      <TextInput source="ppoe_login" />
      <PasswordInput source="ppoe_password" />
    </Row>
    <Section title="resources.lines.sections.contact" />
    <Row>
      <TextInput source="contact_name" />
      <TextInput source="contact_phone" />
      <TextInput source="contact_email" type="email" />
    </Row>
    <Section title="resources.lines.sections.notes" />
    <TextInput source="installation_notes" multiline minRows={2} />
    <TextInput source="notes" multiline minRows={2} />
  </Box>
);
