// User show page (spec 1 §2.12): no Edit and no Archive button; Impersonate, Enable/Disable MFA.
import { ImpersonateButton } from '../../common/ImpersonateButton.tsx';
import { SummaryLogShow } from '../../common/SummaryLogShow.tsx';
import { MfaButton } from './MfaButton.tsx';
import { UserSummary } from './UserSummary.tsx';

export const UserShow = () => (
  <SummaryLogShow
    summary={<UserSummary />}
    objectType="user"
    actions={
      <>
        <ImpersonateButton />
        <MfaButton />
      </>
    }
  />
);
