// Package actions (spec 2 §2, §4, §8) offered when the state machine allows them: Confirm a draft
// ('Package Confirmed'), Invoice ('Package Invoiced', then the new invoice is shown), Clone ('Package Cloned', then the clone is shown), Start (its screen), and
// adding a service or a package line prefilled with the package.
import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { Button, Confirm, useRecordContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useRunAction } from '../../common/useRunAction.ts';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';
import { packageAllows } from '../services/workflow.ts';
import { LinkButton } from '../../common/LinkButton.tsx';
import { BillButton } from '../invoices/BillingPreview.tsx';
import type { PackageRecord } from './types.ts';

const ConfirmedPackageAction = ({ action, icon }: { action: 'confirm' | 'clone'; icon: React.ReactNode }) => {
  const record = useRecordContext<PackageRecord>()!;
  const dataProvider = useConsoleDataProvider();
  const navigate = useNavigate();
  const { run, loading } = useRunAction();
  const [open, setOpen] = useState(false);
  const name = record.reference ?? record.name ?? record.id;
  return (
    <>
      <Button label={`resources.packages.actions.${action}`} onClick={() => setOpen(true)}>
        {icon}
      </Button>
      <Confirm
        isOpen={open}
        loading={loading}
        title={`resources.packages.actions.${action}`}
        content={`resources.packages.confirm.${action}`}
        translateOptions={{ name }}
        contentTranslateOptions={{ name }}
        onConfirm={async () => {
          const answer = await run(() => dataProvider.action<{ id?: number }>('packages', record.id, action, { body: {} }), {
            success: `resources.packages.notifications.${action}`,
            failure: `resources.packages.notifications.not_${action}`,
          });
          setOpen(false);
          if (action === 'clone' && answer?.id !== undefined) navigate(`/packages/${answer.id}/show`);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

/** Create screens prefilled with the package (react-admin reads ?source= as default values). */
const prefilled = (resource: string, packageId: unknown) => `/${resource}/create?source=${encodeURIComponent(JSON.stringify({ package_id: packageId }))}`;

export const PackageActions = () => {
  const record = useRecordContext<PackageRecord>();
  if (!record) return null;
  const live = !record.archived_at;
  return (
    <>
      {packageAllows(record, 'confirm') && <ConfirmedPackageAction action="confirm" icon={<CheckCircleIcon />} />}
      {packageAllows(record, 'start') && (
        <LinkButton label="resources.packages.actions.start" to={`/packages/${record.id}/start`}>
          <PlayCircleIcon />
        </LinkButton>
      )}
      {packageAllows(record, 'invoice') && <BillButton resource="packages" />}
      {packageAllows(record, 'clone') && <ConfirmedPackageAction action="clone" icon={<ContentCopyIcon />} />}
      {live && (
        <>
          <LinkButton label="resources.packages.actions.add_service" to={prefilled('services', record.id)}>
            <AddIcon />
          </LinkButton>
          <LinkButton label="resources.packages.actions.add_package_line" to={prefilled('package_lines', record.id)}>
            <AddIcon />
          </LinkButton>
        </>
      )}
    </>
  );
};
