// Data pool show (spec 2 §2): summary, its services, logs; Suspend for starlink pools (spec 2 §4, §8).
import { useState } from 'react';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import { Button, Confirm, EditButton, ReferenceManyField, TabbedShowLayout, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { ArchiveButton } from '../../common/ArchiveButton.tsx';
import { ListPagination } from '../../common/ListPagination.tsx';
import { SummaryLogShow } from '../../common/SummaryLogShow.tsx';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';
import { ServiceTable } from '../services/index.ts';
import { DataPoolSummary } from './DataPoolFields.tsx';

const SuspendButton = () => {
  const record = useRecordContext();
  const dataProvider = useConsoleDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record || record.type !== 'starlink' || record.archived_at) return null;
  const suspend = async () => {
    setBusy(true);
    try {
      await dataProvider.action('data_pools', record.id, 'deactivate', { body: {} });
      notify('resources.data_pools.notifications.suspended', { type: 'info' });
      refresh();
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'resources.data_pools.notifications.not_suspended', { type: 'warning' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button label="resources.data_pools.actions.suspend" onClick={() => setOpen(true)}>
        <PauseCircleIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title="resources.data_pools.actions.suspend"
        content="resources.data_pools.confirm.suspend"
        onConfirm={suspend}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

export const DataPoolShow = () => (
  <SummaryLogShow
    summary={<DataPoolSummary />}
    objectType="data_pool"
    actions={
      <>
        <SuspendButton />
        <EditButton />
        <ArchiveButton />
      </>
    }
    tabs={[
      <TabbedShowLayout.Tab key="services" label="resources.data_pools.tabs.services" path="services">
        <ReferenceManyField reference="services" target="data_pool_id" sort={{ field: 'id', order: 'DESC' }} perPage={25} pagination={<ListPagination />}>
          <ServiceTable />
        </ReferenceManyField>
      </TabbedShowLayout.Tab>,
    ]}
  />
);
