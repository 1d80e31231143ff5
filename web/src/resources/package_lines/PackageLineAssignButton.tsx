// Assign Me on a package line (spec 2 §2: "Assign Me is hidden when DRAFT"). A package line carries no
// assignee of its own (spec 2 §3 Package line) and the spec's only assign call is POST
// /services/{id}/assign: the line's Assign Me assigns the service the line belongs to, so it is offered
// only on a line past draft that has a service. The service's state machine still decides (409 shown).
import { useState } from 'react';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Button, Confirm, useRecordContext } from 'react-admin';
import { useRunAction } from '../../common/useRunAction.ts';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';
import type { PackageLineRecord } from './types.ts';

/** Whether the line offers Assign Me: past draft, with a service to assign. */
export const offersAssign = (line: Pick<PackageLineRecord, 'status' | 'service_id'>) => line.status !== 'draft' && line.service_id != null;

export const PackageLineAssignButton = () => {
  const record = useRecordContext<PackageLineRecord>();
  const dataProvider = useConsoleDataProvider();
  const { run, loading } = useRunAction();
  const [open, setOpen] = useState(false);
  if (!record || !offersAssign(record)) return null;
  const serviceId = record.service_id as number;
  return (
    <>
      <Button label="resources.package_lines.actions.assign" onClick={() => setOpen(true)}>
        <PersonAddIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={loading}
        title="resources.package_lines.actions.assign"
        content="resources.package_lines.confirm.assign"
        contentTranslateOptions={{ name: record.id, service: serviceId }}
        onConfirm={async () => {
          await run(() => dataProvider.action('services', serviceId, 'assign', { body: {} }), {
            success: 'resources.package_lines.notifications.assigned',
            failure: 'resources.package_lines.notifications.not_assigned',
          });
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
