// Service show (spec 2 §2): the summary laid out by type, the Logs tab for all; the header offers
// the workflow actions the state machine allows, then Edit and Archive.
import { EditButton } from 'react-admin';
import { ArchiveButton } from '../../common/ArchiveButton.tsx';
import { CommercialStatusField } from './CommercialStatusField.tsx';
import { SummaryLogShow } from '../../common/SummaryLogShow.tsx';
import { ServiceActions } from './ServiceActions.tsx';
import { ServiceSummary } from './ServiceFields.tsx';
import { DeliveryNoteButton } from '../packages/DeliveryNoteButton.tsx';
import { usageAlertsTab } from '../usage_alerts/UsageAlertsTab.tsx';

export const ServiceShow = () => (
  <SummaryLogShow
    extra={<CommercialStatusField resource="services" />}
    summary={<ServiceSummary />}
    objectType="service"
    tabs={[usageAlertsTab('service')]}
    actions={
      <>
        <ServiceActions />
        <DeliveryNoteButton />
        <EditButton />
        <ArchiveButton />
      </>
    }
  />
);
