// Stow, Unstow and Reboot (spec 3 §2, §7), as the terminal's state allows: confirmed, then POST /starlink_terminals/{id}/{command};
// the server's message is notified, the provider's refusal as a warning.
import { type ReactElement, useState } from 'react';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import SouthIcon from '@mui/icons-material/South';
import NorthIcon from '@mui/icons-material/North';
import DownloadIcon from '@mui/icons-material/Download';
import { DEFAULT_TERMINAL_RANGE, type TerminalCommand, terminalCommandAllowed } from '@console/contract';
import { Button, Confirm, useGetRecordRepresentation, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';
import type { TerminalRecord } from './types.ts';

const ICONS: Record<TerminalCommand, ReactElement> = { stow: <SouthIcon />, unstow: <NorthIcon />, reboot: <PowerSettingsNewIcon /> };
export type { TerminalCommand };

/** A confirmed action whose answer {success, message} is notified as the server words it. */
export function useServerMessageAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [loading, setLoading] = useState(false);
  const run = async (call: () => Promise<{ message?: string }>, failure: string) => {
    setLoading(true);
    try {
      const answer = await call();
      notify(answer.message ?? 'ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } });
      refresh();
    } catch (error) {
      // The provider's (or the server's) own message, as a warning (spec 3 §8).
      notify(error instanceof Error && error.message ? error.message : translate(failure), { type: 'warning' });
    } finally {
      setLoading(false);
    }
  };
  return { run, loading };
}

export const TerminalCommandButton = ({ command }: { command: TerminalCommand }) => {
  const record = useRecordContext<TerminalRecord>();
  const represent = useGetRecordRepresentation('starlink_terminals');
  const dataProvider = useConsoleDataProvider();
  const { run, loading } = useServerMessageAction();
  const [open, setOpen] = useState(false);
  // The show header renders before the record has loaded (a page opened by its URL). Only what the
  // terminal's state allows is offered (contract TERMINAL_COMMANDS_FROM): Stow or Unstow, never both.
  if (!record || record.archived_at || !terminalCommandAllowed(command, record.state)) return null;
  const name = represent(record);
  return (
    <>
      <Button label={`resources.starlink_terminals.actions.${command}`} onClick={() => setOpen(true)}>
        {ICONS[command]}
      </Button>
      <Confirm
        isOpen={open}
        loading={loading}
        title={`resources.starlink_terminals.actions.${command}`}
        content={`resources.starlink_terminals.confirm.${command}`}
        translateOptions={{ name }}
        contentTranslateOptions={{ name }}
        onConfirm={async () => {
          await run(
            () => dataProvider.action('starlink_terminals', record.id, command, { body: {} }),
            'resources.starlink_terminals.notifications.action_failed',
          );
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

/** The Stats export (spec 3 §2): every metric of the last 24 hours as a spreadsheet. */
export const StatsExportButton = () => {
  const record = useRecordContext<TerminalRecord>();
  const dataProvider = useConsoleDataProvider();
  const notify = useNotify();
  if (!record) return null;
  return (
    <Button
      label="resources.starlink_terminals.actions.export_stats"
      onClick={() =>
        dataProvider
          .download(`starlink_terminals/${record.id}/stats/export.xls?delta=${DEFAULT_TERMINAL_RANGE}`, `stats_${record.id}.xlsx`)
          .catch((error: Error) => notify(error.message, { type: 'warning' }))
      }
    >
      <DownloadIcon />
    </Button>
  );
};
