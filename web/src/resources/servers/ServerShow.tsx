// Server show (spec 1 §2.12): summary, organizations (available flag, groups), logs; Sync.
import { EditButton, Show, TabbedShowLayout } from 'react-admin';
import { ArchiveButton } from '../../common/ArchiveButton.tsx';
import { LogTab } from '../../common/LogTab.tsx';
import { ShowHeader } from '../../common/ShowHeader.tsx';
import { ServerDetails } from './ServerDetails.tsx';
import { ServerOrganizations } from './ServerOrganizations.tsx';
import { ServerSyncButton } from './ServerSyncButton.tsx';

export const ServerShow = () => (
  <Show
    actions={
      <ShowHeader>
        <ServerSyncButton />
        <EditButton />
        <ArchiveButton />
      </ShowHeader>
    }
  >
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="resources.servers.tabs.summary">
        <ServerDetails />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.servers.tabs.organizations" path="organizations">
        <ServerOrganizations />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.servers.tabs.logs" path="logs">
        <LogTab objectType="server" />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);
