// Speed test show (spec 3 §2): the result, then the SINR / RSRQ / RSRP charts.
import { ReferenceField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { NumberField } from '../../common/format/fields.tsx';
import { DetailSection } from '../../common/DetailSection.tsx';
import { ShowHeader } from '../../common/ShowHeader.tsx';
import { BrusselsDateField, MbpsField } from './BrusselsDateField.tsx';
import { SignalCharts } from './SignalCharts.tsx';
import { ChoiceField } from '../../common/format/ChoiceField.tsx';

export const SpeedTestShow = () => (
  <Show actions={<ShowHeader />}>
    <SimpleShowLayout>
      <DetailSection title="resources.speedtests.sections.result" columns={4}>
        <BrusselsDateField source="created_at" />
        <ChoiceField source="status" labels="resources.speedtests.statuses" />
        <TextField source="device_serial" />
        <ReferenceField source="device_id" reference="devices" emptyText="-" />
        <TextField source="device_name" emptyText="-" />
        <ChoiceField source="dir" labels="resources.speedtests.dirs" />
        <TextField source="remote_serial" emptyText="-" />
        <TextField source="remote_name" emptyText="-" />
        <MbpsField source="bandwidth" />
        <NumberField source="retransmissions" emptyText="-" />
        <NumberField source="cwnd" emptyText="-" />
        <TextField source="cwnd_unit" emptyText="-" />
        <BrusselsDateField source="scheduled_at" />
      </DetailSection>
      <SignalCharts />
    </SimpleShowLayout>
  </Show>
);
