// SIM card show page (spec 1 §2.8), reached as /simcards/{iccid}/show: tabs summary, Logs, Network
// Events and eSIMs; the header offers the SIM's actions, Edit and Archive.
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { DataTable, EditButton, Loading, NotFound, ReferenceManyField, Show, TabbedShowLayout, useRecordContext, type Identifier } from 'react-admin';
import { DateField } from '../../common/format/fields.tsx';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';
import { ArchiveButton } from '../../common/ArchiveButton.tsx';
import { LogTab } from '../../common/LogTab.tsx';
import { ShowHeader } from '../../common/ShowHeader.tsx';
import { simArchiveProps } from './simcardArchive.tsx';
import { SimcardActionsMenu } from './SimcardActionsMenu.tsx';
import { simcardShowPath } from './simcardApi.ts';
import { SimcardSummary } from './SimcardSummary.tsx';
import { simcardColumns } from './SimcardTable.tsx';
import { ListPagination } from '../../common/ListPagination.tsx';
import { ChoiceField } from '../../common/format/ChoiceField.tsx';
import { usageAlertsTab } from '../usage_alerts/UsageAlertsTab.tsx';
import type { SimcardRecord } from './types.ts';

const NetworkEventsTab = () => (
  <ReferenceManyField reference="location_updates" target="sim_id" sort={{ field: 'timestamp', order: 'DESC' }} perPage={25} pagination={<ListPagination />}>
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="timestamp">
        <DateField source="timestamp" showTime />
      </DataTable.Col>
      <DataTable.Col source="type">
        <ChoiceField source="type" labels="resources.simcards.types" />
      </DataTable.Col>
      <DataTable.Col source="mcc" />
      <DataTable.Col source="mnc" />
      <DataTable.Col source="network_name" />
      <DataTable.Col source="vpmn" />
      <DataTable.Col source="country_name" />
    </DataTable>
  </ReferenceManyField>
);

const EsimsTab = () => (
  <ReferenceManyField reference="simcards" target="parent_id" sort={{ field: 'id', order: 'DESC' }} perPage={25} pagination={<ListPagination />}>
    <DataTable bulkActionButtons={false} rowClick={(_id, _resource, record) => simcardShowPath(record)}>
      {simcardColumns()}
    </DataTable>
  </ReferenceManyField>
);

const Tabs = () => {
  const record = useRecordContext<SimcardRecord>();
  return (
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="resources.simcards.tabs.summary">
        <SimcardSummary />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.simcards.tabs.logs" path="logs">
        <LogTab target="sim_id" />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.simcards.tabs.network_events" path="network_events">
        <NetworkEventsTab />
      </TabbedShowLayout.Tab>
      {usageAlertsTab('simcard')}
      {record?.type !== 'esim' && (
        <TabbedShowLayout.Tab label="resources.simcards.tabs.esims" path="esims">
          <EsimsTab />
        </TabbedShowLayout.Tab>
      )}
    </TabbedShowLayout>
  );
};

/** ICCIDs are 18 to 22 digits; database ids are shorter, so the two never collide in a path. */
const ICCID = /^\d{18,22}$/;

/**
 * /simcards/{iccid}/show: the server reads a SIM by ICCID, but react-admin's show controller wants
 * the record's own id in the route, so the ICCID is resolved to the id first.
 */
export const SimcardShow = () => {
  const { id } = useParams<{ id: string }>();
  const dataProvider = useConsoleDataProvider();
  const byIccid = !!id && ICCID.test(decodeURIComponent(id));
  const { data, error } = useQuery({
    queryKey: ['simcards', 'byIccid', id],
    queryFn: () => dataProvider.getOne('simcards', { id: decodeURIComponent(id!) }),
    enabled: byIccid,
  });
  if (byIccid && error) return <NotFound />;
  if (byIccid && !data) return <Loading />;
  return <SimcardShowOf id={byIccid ? data!.data.id : id!} />;
};

const SimcardShowOf = ({ id }: { id: Identifier }) => (
  <Show
    id={id}
    actions={
      <ShowHeader>
        <SimcardActionsMenu button />
        <EditButton />
        <ArchiveButton {...simArchiveProps} />
      </ShowHeader>
    }
  >
    <Tabs />
  </Show>
);
