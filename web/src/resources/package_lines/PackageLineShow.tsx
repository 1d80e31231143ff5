// Package line show (spec 2 §2): summary and logs; Provision, Ship and Deliver when the state
// machine allows them; Assign Me past draft (assigns the line's service).
import BuildIcon from '@mui/icons-material/Build';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { EditButton, useRecordContext } from 'react-admin';
import { ArchiveButton } from '../../common/ArchiveButton.tsx';
import { CommercialStatusField } from '../services/CommercialStatusField.tsx';
import { SummaryLogShow } from '../../common/SummaryLogShow.tsx';
import { packageLineAllows } from '../services/workflow.ts';
import { PackageLineAssignButton } from './PackageLineAssignButton.tsx';
import { PackageLineSummary } from './PackageLineFields.tsx';
import { LinkButton } from '../../common/LinkButton.tsx';
import { DeliveryNoteButton } from '../packages/DeliveryNoteButton.tsx';
import type { PackageLineRecord } from './types.ts';

const ACTIONS = [
  { action: 'provision', icon: <BuildIcon /> },
  { action: 'ship', icon: <LocalShippingIcon /> },
  { action: 'deliver', icon: <DoneAllIcon /> },
] as const;

export const PackageLineActions = () => {
  const record = useRecordContext<PackageLineRecord>();
  if (!record) return null;
  return (
    <>
      {ACTIONS.filter(({ action }) => packageLineAllows(record, action)).map(({ action, icon }) => (
        <LinkButton key={action} label={`resources.services.actions.${action}`} to={`/package_lines/${record.id}/${action}`}>
          {icon}
        </LinkButton>
      ))}
    </>
  );
};

export const PackageLineShow = () => (
  <SummaryLogShow
    extra={<CommercialStatusField resource="package_lines" />}
    summary={<PackageLineSummary />}
    // A line's changes are written inside its package's entries (decision 0084): those carrying it.
    logTarget="package_line_id"
    actions={
      <>
        <PackageLineActions />
        <PackageLineAssignButton />
        <DeliveryNoteButton />
        <EditButton />
        <ArchiveButton />
      </>
    }
  />
);
