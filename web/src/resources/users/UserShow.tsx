// User show page (spec 1 §2.12): no Edit and no Archive button; Impersonate, Enable/Disable MFA.
import { Show, TabbedShowLayout } from 'react-admin';
import { ImpersonateButton } from '../../common/ImpersonateButton.tsx';
import { LogTab } from '../../common/LogTab.tsx';
import { ShowHeader } from '../../common/ShowHeader.tsx';
import { MfaButton } from './MfaButton.tsx';
import { UserSummary } from './UserSummary.tsx';

export const UserShow = () => (
  <Show
    actions={
      <ShowHeader>
        <ImpersonateButton />
        <MfaButton />
      </ShowHeader>
    }
  >
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="resources.users.tabs.summary">
        <UserSummary />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.users.tabs.logs" path="logs">
        <LogTab objectType="user" />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);
