// Network Events (spec 1 §2.12, §3 SIM event): what the SIM providers reported, newest first.
import { Link } from 'react-router-dom';
import { DataTable, TextInput, useRecordContext } from 'react-admin';
import { DateTimeInput } from '../../common/format/DateInputs.tsx';
import { DateField } from '../../common/format/fields.tsx';
import { ResourceList } from '../../common/ResourceList.tsx';
import { simcardShowPath } from '../simcards/simcardApi.ts';

const IccidField = (_props: { source?: string }) => {
  const record = useRecordContext();
  if (!record?.iccid) return null;
  return (
    <Link to={simcardShowPath({ id: record.sim_id, iccid: record.iccid })} onClick={(event: React.MouseEvent) => event.stopPropagation()}>
      {record.iccid}
    </Link>
  );
};

const filters = [
  <TextInput key="iccid" source="iccid" />,
  <TextInput key="type" source="type" />,
  <TextInput key="country_iso3" source="country_iso3" />,
  <DateTimeInput key="timestamp_gte" source="timestamp_gte" label="resources.location_updates.filters.from" />,
  <DateTimeInput key="timestamp_lte" source="timestamp_lte" label="resources.location_updates.filters.to" />,
];

export const LocationUpdateList = () => (
  <ResourceList archivable={false} filters={filters} sort={{ field: 'timestamp', order: 'DESC' }} rowSx={() => ({})}>
    <DataTable.Col source="timestamp">
      <DateField source="timestamp" showTime />
    </DataTable.Col>
    <DataTable.Col source="iccid" field={IccidField} disableSort />
    <DataTable.Col source="type" />
    <DataTable.Col source="country_iso3" />
    <DataTable.Col source="mcc" disableSort />
    <DataTable.Col source="mnc" disableSort />
    <DataTable.Col source="network_name" disableSort />
    <DataTable.Col source="vpmn" disableSort />
    <DataTable.Col source="country_name" disableSort />
  </ResourceList>
);
