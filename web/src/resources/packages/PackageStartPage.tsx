// /packages/{package_id}/start (spec 2 §2, §4, §7): sets the start date on every service of the
// package that has none.
import { required } from 'react-admin';
import { DateInput } from '../../common/format/DateInputs.tsx';
import { ActionPage, today } from '../../common/ActionPage.tsx';
import { packageAllows } from '../services/workflow.ts';

export const PackageStartPage = () => (
  <ActionPage
    resource="packages"
    action="start"
    title="resources.packages.start.title"
    allowed={(record) => packageAllows(record, 'start')}
    notAllowed="resources.packages.start.not_allowed"
    success="resources.packages.notifications.start"
    failure="resources.packages.notifications.not_start"
    submitLabel="resources.packages.actions.start"
    defaultValues={() => ({ date: today() })}
    toBody={(values) => ({ date: values.date })}
  >
    <DateInput source="date" label="resources.packages.start.date" validate={required()} helperText="resources.packages.start.helper" />
  </ActionPage>
);
