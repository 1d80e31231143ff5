// Billing address show page (spec 3 §2): summary and its activity log. The invoices tab joins when
// invoices exist.
import { EditButton, Show, TabbedShowLayout } from 'react-admin';
import { ArchiveButton } from '../../common/ArchiveButton.tsx';
import { LogTab } from '../../common/LogTab.tsx';
import { ShowHeader } from '../../common/ShowHeader.tsx';
import { AddressSummary } from './AddressSummary.tsx';

export const AddressShow = () => (
  <Show
    actions={
      <ShowHeader>
        <EditButton />
        <ArchiveButton />
      </ShowHeader>
    }
  >
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="resources.addresses.tabs.summary">
        <AddressSummary />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.addresses.tabs.logs" path="logs">
        <LogTab objectType="address" />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);
