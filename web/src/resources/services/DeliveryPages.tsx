// Ship and deliver screens of services and package lines (spec 2 §2, §4): ship takes a date
// (default today) and a tracking code, deliver a required delivery date.
import { required, TextInput, type RaRecord } from 'react-admin';
import { DateInput } from '../../common/format/DateInputs.tsx';
import { ActionPage, today } from '../../common/ActionPage.tsx';

export type DeliveryResource = 'services' | 'package_lines';

interface Props {
  resource: DeliveryResource;
  allowed: (record: RaRecord) => boolean;
}

export const ShipPage = ({ resource, allowed }: Props) => (
  <ActionPage
    resource={resource}
    action="ship"
    title="resources.services.ship.title"
    allowed={allowed}
    notAllowed="resources.services.workflow.ship_not_allowed"
    success="resources.services.notifications.shipped_one"
    failure="resources.services.notifications.not_shipped"
    submitLabel="resources.services.actions.ship"
    defaultValues={(record) => ({ date: today(), tracking_code: record.shipping_tracking_code ?? '' })}
    toBody={(values) => ({ date: values.date, tracking_code: values.tracking_code || null })}
  >
    <DateInput source="date" label="resources.services.fields.shipping_date" validate={required()} />
    <TextInput source="tracking_code" label="resources.services.fields.shipping_tracking_code" />
  </ActionPage>
);

export const DeliverPage = ({ resource, allowed }: Props) => (
  <ActionPage
    resource={resource}
    action="deliver"
    title="resources.services.deliver.title"
    allowed={allowed}
    notAllowed="resources.services.workflow.deliver_not_allowed"
    success="resources.services.notifications.delivered_one"
    failure="resources.services.notifications.not_delivered"
    submitLabel="resources.services.actions.deliver"
    defaultValues={() => ({ date: today() })}
    toBody={(values) => ({ date: values.date })}
  >
    <DateInput source="date" label="resources.services.fields.delivery_date" validate={required()} />
  </ActionPage>
);
