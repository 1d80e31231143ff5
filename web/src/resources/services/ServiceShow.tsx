// Service show (spec 2 §2): the summary laid out by type, a Top-ups tab for STARLINK services only,
// the Logs tab for all; the header offers the workflow actions the state machine allows, then Edit
// and Archive.
import { EditButton, useGetOne } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ArchiveButton } from '../../common/ArchiveButton.tsx';
import { CommercialStatusField } from './CommercialStatusField.tsx';
import { SummaryLogShow } from '../../common/SummaryLogShow.tsx';
import { ServiceActions } from './ServiceActions.tsx';
import { ServiceSummary } from './ServiceFields.tsx';
import { serviceTopUpsTab } from './ServiceTopUpsTab.tsx';
import { DeliveryNoteButton } from '../packages/DeliveryNoteButton.tsx';
import { usageAlertsTab } from '../usage_alerts/UsageAlertsTab.tsx';
import type { ServiceRecord } from './types.ts';

/**
 * The service's type, to pick the tabs before the page's record context exists: the same query as the
 * page's own (resource, route id; the key holds it as a string), so react-query answers both with one request.
 */
const useServiceType = () => {
  const { id } = useParams<'id'>();
  const serviceId = Number(decodeURIComponent(id ?? ''));
  const { data } = useGetOne<ServiceRecord>('services', { id: serviceId }, { enabled: Number.isInteger(serviceId) });
  return data?.type;
};

export const ServiceShow = () => {
  const type = useServiceType();
  return (
    <SummaryLogShow
      extra={<CommercialStatusField resource="services" />}
      summary={<ServiceSummary />}
      objectType="service"
      tabs={String(type ?? '').toLowerCase() === 'starlink' ? [serviceTopUpsTab(), usageAlertsTab('service')] : [usageAlertsTab('service')]}
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
};
