// Satellite usages (spec 3 §2): date and usage (GB) per service line, newest first.
import { DataTable, ReferenceField, ReferenceInput, AutocompleteInput, TextField } from 'react-admin';
import { DateInput } from '../../common/format/DateInputs.tsx';
import { DateField } from '../../common/format/fields.tsx';
import { ResourceList } from '../../common/ResourceList.tsx';

const filters = [
  <ReferenceInput key="line" source="starlink_service_line_id" reference="starlink_service_lines" alwaysOn>
    <AutocompleteInput filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
  <DateInput key="from" source="date_gte" alwaysOn />,
  <DateInput key="to" source="date_lte" alwaysOn />,
];

export const UsageList = () => (
  <ResourceList filters={filters} archivable={false} sort={{ field: 'date', order: 'DESC' }} rowSx={() => ({})}>
    <DataTable.Col source="date" field={DateField} />
    <DataTable.Col source="service_line_number">
      <ReferenceField source="starlink_service_line_id" reference="starlink_service_lines" link="show">
        <TextField source="service_line_number" />
      </ReferenceField>
    </DataTable.Col>
    <DataTable.NumberCol source="usage" />
  </ResourceList>
);
