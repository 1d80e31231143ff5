// Speed tests (spec 3 §2): 100 per page, newest first, times in Europe/Brussels, bandwidth in Mbps.
import { DataTable, FilterButton, ReferenceField, TopToolbar } from 'react-admin';
import { NumberField } from '../../common/format/fields.tsx';
import { ResourceList } from '../../common/ResourceList.tsx';
import { BrusselsDateField, MbpsField } from './BrusselsDateField.tsx';
import { RunSpeedTestButton } from './RunSpeedTestButton.tsx';
import { ChoiceField } from '../../common/format/ChoiceField.tsx';

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <RunSpeedTestButton />
  </TopToolbar>
);

export const SpeedTestList = () => (
  <ResourceList
    archivable={false}
    hiddenColumns={['device_name', 'remote_name', 'retransmissions', 'scheduled_at']}
    sort={{ field: 'created_at', order: 'DESC' }}
    actions={<Actions />}
    bulkActionButtons={false}
  >
    <DataTable.Col source="created_at">
      <BrusselsDateField source="created_at" />
    </DataTable.Col>
    <DataTable.Col source="status">
      <ChoiceField source="status" labels="resources.speedtests.statuses" />
    </DataTable.Col>
    <DataTable.Col source="device_serial" />
    <DataTable.Col source="device_id" disableSort>
      <ReferenceField source="device_id" reference="devices" link="show" emptyText="-" />
    </DataTable.Col>
    <DataTable.Col source="dir" disableSort>
      <ChoiceField source="dir" labels="resources.speedtests.dirs" />
    </DataTable.Col>
    <DataTable.Col source="bandwidth" align="right">
      <MbpsField source="bandwidth" />
    </DataTable.Col>
    <DataTable.Col align="right" field={NumberField} source="retransmissions" disableSort />
    <DataTable.Col source="remote_name" disableSort />
    <DataTable.Col source="device_name" disableSort />
    <DataTable.Col source="scheduled_at">
      <BrusselsDateField source="scheduled_at" />
    </DataTable.Col>
  </ResourceList>
);
