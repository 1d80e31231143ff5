// The workflow actions of a service (spec 2 §2, §4, §7), offered only when its state allows them:
// Provision, Ship and Deliver open their screens; Pause, Resume, Idle, Unidle and Assign me ask for
// confirmation; End takes an end date and an end reason (form data).
import { useState, type ReactElement } from 'react';
import BuildIcon from '@mui/icons-material/Build';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PauseIcon from '@mui/icons-material/Pause';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import BedtimeIcon from '@mui/icons-material/Bedtime';
import BedtimeOffIcon from '@mui/icons-material/BedtimeOff';
import StopCircleIcon from '@mui/icons-material/StopCircle';
import { Button, Confirm, required, SelectInput, useRecordContext } from 'react-admin';
import { DateInput } from '../../common/format/DateInputs.tsx';
import { today } from '../../common/ActionPage.tsx';
import { FormDialog } from '../../common/FormDialog.tsx';
import { useRunAction } from '../../common/useRunAction.ts';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';
import { endReasonChoices } from './choices.ts';
import { serviceAllows, type ServiceAction } from './workflow.ts';
import { LinkButton } from '../../common/LinkButton.tsx';
import { ServiceSatelliteActions } from '../starlink_service_lines/SatelliteServiceActions.tsx';
import type { ServiceRecord } from './types.ts';

const ICONS = {
  pause: <PauseIcon />,
  resume: <PlayArrowIcon />,
  idle: <BedtimeIcon />,
  unidle: <BedtimeOffIcon />,
  assign: <PersonAddIcon />,
};

/** A confirmed POST /services/{id}/{action} with no payload. */
const ConfirmedAction = ({ action }: { action: 'pause' | 'resume' | 'idle' | 'unidle' | 'assign' }) => {
  const record = useRecordContext<ServiceRecord>()!;
  const dataProvider = useConsoleDataProvider();
  const { run, loading } = useRunAction();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label={`resources.services.actions.${action}`} onClick={() => setOpen(true)}>
        {ICONS[action]}
      </Button>
      <Confirm
        isOpen={open}
        loading={loading}
        title={`resources.services.actions.${action}`}
        content={`resources.services.confirm.${action}`}
        translateOptions={{ name: record.reference ?? record.id }}
        contentTranslateOptions={{ name: record.reference ?? record.id }}
        onConfirm={async () => {
          await run(() => dataProvider.action('services', record.id, action, { body: {} }), {
            success: `resources.services.notifications.${action}`,
            failure: 'resources.services.notifications.action_failed',
          });
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

const EndServiceButton = () => {
  const record = useRecordContext<ServiceRecord>()!;
  const dataProvider = useConsoleDataProvider();
  const { run, loading } = useRunAction();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="resources.services.actions.end" onClick={() => setOpen(true)}>
        <StopCircleIcon />
      </Button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title="resources.services.end.title"
        titleArgs={{ name: record.reference ?? record.id }}
        submitLabel="resources.services.actions.end"
        requires={['end_date', 'end_reason']}
        loading={loading}
        defaultValues={{ end_date: today(), end_reason: null }}
        onSubmit={async (values) =>
          (await run(
            () =>
              dataProvider.action('services', record.id, 'end', {
                form: { end_date: values.end_date, end_reason: values.end_reason },
              }),
            { success: 'resources.services.notifications.end', failure: 'resources.services.notifications.not_ended' },
          )) !== undefined
        }
      >
        <DateInput source="end_date" label="resources.services.fields.end_date" validate={required()} />
        <SelectInput source="end_reason" label="resources.services.fields.end_reason" choices={endReasonChoices} validate={required()} />
      </FormDialog>
    </>
  );
};

const LINKS: { action: ServiceAction & ('provision' | 'ship' | 'deliver'); icon: ReactElement }[] = [
  { action: 'provision', icon: <BuildIcon /> },
  { action: 'ship', icon: <LocalShippingIcon /> },
  { action: 'deliver', icon: <DoneAllIcon /> },
];

export const ServiceActions = () => {
  const record = useRecordContext<ServiceRecord>();
  if (!record) return null;
  const allows = (action: ServiceAction) => serviceAllows(record, action);
  return (
    <>
      {LINKS.filter(({ action }) => allows(action)).map(({ action, icon }) => (
        <LinkButton key={action} label={`resources.services.actions.${action}`} to={`/services/${record.id}/${action}`}>
          {icon}
        </LinkButton>
      ))}
      {allows('pause') && <ConfirmedAction action="pause" />}
      {allows('resume') && <ConfirmedAction action="resume" />}
      {allows('idle') && <ConfirmedAction action="idle" />}
      {allows('unidle') && <ConfirmedAction action="unidle" />}
      {allows('end') && <EndServiceButton />}
      {allows('assign') && <ConfirmedAction action="assign" />}
      <ServiceSatelliteActions />
    </>
  );
};
