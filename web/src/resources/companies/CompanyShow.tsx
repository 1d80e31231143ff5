// Billing company show page: summary and its activity log. Its invoices join when invoices exist.
import { EditButton, Show, TabbedShowLayout } from 'react-admin';
import { ArchiveButton } from '../../common/ArchiveButton.tsx';
import { LogTab } from '../../common/LogTab.tsx';
import { ShowHeader } from '../../common/ShowHeader.tsx';
import { CompanySummary } from './CompanySummary.tsx';

export const CompanyShow = () => (
  <Show
    actions={
      <ShowHeader>
        <EditButton />
        <ArchiveButton />
      </ShowHeader>
    }
  >
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="resources.companies.tabs.summary">
        <CompanySummary />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.companies.tabs.logs" path="logs">
        <LogTab objectType="company" />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);
