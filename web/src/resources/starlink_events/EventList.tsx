// Satellite events (spec 3 §2): search and a code filter; newest first.
import { DataTable, ReferenceField, SelectInput, TextField, useTranslate } from 'react-admin';
import { SATELLITE_EVENT_CODES } from '@console/contract';
import { ResourceList } from '../../common/ResourceList.tsx';
import { BrusselsDateField } from '../speedtests/BrusselsDateField.tsx';
import { EventCodeField } from './EventCodeField.tsx';

const CodeFilter = (props: { source: string; alwaysOn?: boolean }) => {
  const translate = useTranslate();
  return <SelectInput {...props} choices={SATELLITE_EVENT_CODES.map((c) => ({ id: c, name: translate(`resources.starlink_events.codes.${c}`) }))} />;
};

export const EventList = () => (
  <ResourceList filters={[<CodeFilter key="code" source="code" alwaysOn />]} archivable={false} sort={{ field: 'timestamp', order: 'DESC' }} rowSx={() => ({})}>
    <DataTable.Col source="timestamp">
      <BrusselsDateField source="timestamp" />
    </DataTable.Col>
    <DataTable.Col source="code">
      <EventCodeField />
    </DataTable.Col>
    <DataTable.Col source="terminal_id">
      <ReferenceField source="starlink_terminal_id" reference="starlink_terminals" link="show">
        <TextField source="terminal_id" />
      </ReferenceField>
    </DataTable.Col>
    <DataTable.Col source="source" />
  </ResourceList>
);
