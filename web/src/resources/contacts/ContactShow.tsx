// Contact show page: summary and the contact's own activity log.
import { EditButton, Show, TabbedShowLayout } from 'react-admin';
import { ArchiveButton } from '../../common/ArchiveButton.tsx';
import { LogTab } from '../../common/LogTab.tsx';
import { ShowHeader } from '../../common/ShowHeader.tsx';
import { ContactSummary } from './ContactSummary.tsx';

export const ContactShow = () => (
  <Show
    actions={
      <ShowHeader>
        <EditButton />
        <ArchiveButton />
      </ShowHeader>
    }
  >
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="resources.contacts.tabs.summary">
        <ContactSummary />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.contacts.tabs.logs" path="logs">
        <LogTab objectType="contact" />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);
