// Ping an IP (spec 1 §2.11, §7.5): POST /ips/{id}/ping, then the round-trip times (avg, min, max)
// in a dialog; an address that does not answer shows the reason.
import { useState } from 'react';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableRow } from '@mui/material';
import NetworkPingIcon from '@mui/icons-material/NetworkPing';
import { Button, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';

interface PingResult {
  avg_rtt?: number;
  min_rtt?: number;
  max_rtt?: number;
}

export const RoundTrips = ({ result }: { result: PingResult }) => {
  const translate = useTranslate();
  return (
    <Table size="small">
      <TableBody>
        {(['avg_rtt', 'min_rtt', 'max_rtt'] as const).map((key) => (
          <TableRow key={key}>
            <TableCell sx={{ color: 'text.secondary' }}>{translate(`resources.ips.ping.${key}`)}</TableCell>
            <TableCell align="right">{result[key] == null ? '-' : translate('resources.ips.ping.ms', { value: result[key] })}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

export const PingButton = () => {
  const record = useRecordContext();
  const dataProvider = useConsoleDataProvider();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ result?: PingResult; reason?: string } | null>(null);
  if (!record) return null;

  const ping = async () => {
    setBusy(true);
    try {
      setOutcome({ result: await dataProvider.action<PingResult>('ips', record.id, 'ping') });
    } catch (error) {
      setOutcome({ reason: error instanceof Error ? error.message : translate('ra.notification.http_error') });
    } finally {
      setBusy(false);
      refresh();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: not a control: it only keeps its buttons' clicks from reaching the row; the buttons take the keyboard
    <span onClick={(event) => event.stopPropagation()}>
      <Button label="resources.ips.actions.ping" onClick={ping} disabled={busy}>
        <NetworkPingIcon />
      </Button>
      <Dialog open={!!outcome} onClose={() => setOutcome(null)} maxWidth="xs" fullWidth>
        <DialogTitle>{translate('resources.ips.ping.title', { address: record.address })}</DialogTitle>
        <DialogContent>
          {outcome?.reason && <Alert severity="warning">{outcome.reason}</Alert>}
          {outcome?.result && <RoundTrips result={outcome.result} />}
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.close" onClick={() => setOutcome(null)} />
        </DialogActions>
      </Dialog>
    </span>
  );
};
