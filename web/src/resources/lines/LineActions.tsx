// Line actions (spec 1 §2.10, §4): Attach to a device of the line's site (3 choices per page) or
// Detach, then Archive/Decommission or Unarchive.
import ArchiveIcon from '@mui/icons-material/Archive';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { AutocompleteInput, ReferenceInput, required, ResourceContextProvider, TextInput, useRecordContext } from 'react-admin';
import { ActionsMenu } from '../../common/ActionsMenu.tsx';
import { FormDialog } from '../../common/FormDialog.tsx';
import { ArchiveRecordDialog, UnarchiveRecordDialog } from '../../common/RecordArchiveDialogs.tsx';
import { useRunAction } from '../../common/useRunAction.ts';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';
import { deviceOptionText } from '../../common/referenceOptions.ts';
import { lineArchiveProps } from './lineArchive.tsx';

/** Attach-line device choices per page (spec 1 §9). */
const ATTACH_CHOICES = 3;

const AttachLineDialog = ({ onClose }: { onClose: () => void }) => {
  const record = useRecordContext()!;
  const dataProvider = useConsoleDataProvider();
  const { run, loading } = useRunAction();
  return (
    <FormDialog
      open
      onClose={onClose}
      title="resources.lines.attach.title"
      submitLabel="resources.lines.actions.attach"
      requires={['device_id']}
      loading={loading}
      onSubmit={async (values) =>
        (await run(() => dataProvider.action('lines', record.id, 'attach', { body: { device_id: values.device_id } }), {
          success: 'resources.lines.notifications.attached',
          failure: 'resources.lines.notifications.not_attached',
        })) !== undefined
      }
    >
      <ReferenceInput
        source="device_id"
        reference="devices"
        filter={record.site_id ? { site_id: record.site_id } : {}}
        perPage={ATTACH_CHOICES}
        sort={{ field: 'serial', order: 'ASC' }}
      >
        <AutocompleteInput
          label="resources.lines.fields.device_id"
          optionText={deviceOptionText}
          filterToQuery={(q: string) => ({ q })}
          validate={required()}
          helperText={record.site_id ? 'resources.lines.attach.site_only' : 'resources.lines.attach.no_site'}
        />
      </ReferenceInput>
    </FormDialog>
  );
};

const DetachLineDialog = ({ onClose }: { onClose: () => void }) => {
  const record = useRecordContext()!;
  const dataProvider = useConsoleDataProvider();
  const { run, loading } = useRunAction();
  return (
    <FormDialog
      open
      onClose={onClose}
      title="resources.lines.detach.title"
      submitLabel="resources.lines.actions.detach"
      loading={loading}
      onSubmit={async (values) =>
        (await run(() => dataProvider.action('lines', record.id, 'detach', { body: { reason: values.reason ?? null } }), {
          success: 'resources.lines.notifications.detached',
          failure: 'resources.lines.notifications.not_detached',
        })) !== undefined
      }
    >
      <TextInput source="reason" label="resources.lines.detach.reason" multiline />
    </FormDialog>
  );
};

export const LineActionsMenu = ({ button = false, archive = true }: { button?: boolean; archive?: boolean }) => {
  const record = useRecordContext();
  if (!record) return null;
  const live = !record.archived_at;
  return (
    <ResourceContextProvider value="lines">
      <ActionsMenu
        button={button}
        actions={[
          live &&
            !record.device_id && {
              name: 'attach',
              label: 'resources.lines.actions.attach',
              icon: <LinkIcon fontSize="small" />,
              dialog: (close) => <AttachLineDialog onClose={close} />,
            },
          live &&
            !!record.device_id && {
              name: 'detach',
              label: 'resources.lines.actions.detach',
              icon: <LinkOffIcon fontSize="small" />,
              dialog: (close) => <DetachLineDialog onClose={close} />,
            },
          archive &&
            (live
              ? {
                  name: 'archive',
                  label: 'app.action.archive_decommission',
                  icon: <ArchiveIcon fontSize="small" />,
                  dialog: (close) => <ArchiveRecordDialog onClose={close} {...lineArchiveProps} />,
                }
              : {
                  name: 'unarchive',
                  label: 'app.action.unarchive',
                  icon: <UnarchiveIcon fontSize="small" />,
                  dialog: (close) => <UnarchiveRecordDialog onClose={close} />,
                }),
        ]}
      />
    </ResourceContextProvider>
  );
};
