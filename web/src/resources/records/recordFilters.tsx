// Ops History filters (spec 1 §2.12): q, object_type, start_date, end_date, device_id, sim_id,
// line_id, customer_id.
import { AutocompleteInput, ReferenceInput, SelectInput } from 'react-admin';
import { DateInput } from '../../common/format/DateInputs.tsx';
import { deviceOptionText, simOptionText } from '../../common/referenceOptions.ts';
import { CustomerInput } from '../../common/CustomerInput.tsx';

export const RECORD_OBJECT_TYPES = ['device', 'simcard', 'line', 'product_item', 'ip'] as const;

export const recordFilters = [
  <SelectInput
    key="object_type"
    source="object_type"
    choices={RECORD_OBJECT_TYPES.map((id) => ({ id, name: `resources.records.object_types.${id}` }))}
    alwaysOn
  />,
  <DateInput key="start_date" source="start_date" alwaysOn />,
  <DateInput key="end_date" source="end_date" alwaysOn />,
  <ReferenceInput key="device_id" source="device_id" reference="devices">
    <AutocompleteInput optionText={deviceOptionText} filterToQuery={(q: string) => ({ q })} label="resources.records.fields.device_id" />
  </ReferenceInput>,
  <ReferenceInput key="sim_id" source="sim_id" reference="simcards">
    <AutocompleteInput optionText={simOptionText} filterToQuery={(q: string) => ({ q })} label="resources.records.fields.sim_id" />
  </ReferenceInput>,
  <ReferenceInput key="line_id" source="line_id" reference="lines">
    <AutocompleteInput filterToQuery={(q: string) => ({ q })} label="resources.records.fields.line_id" />
  </ReferenceInput>,
  <CustomerInput key="customer_id" source="customer_id" />,
];
