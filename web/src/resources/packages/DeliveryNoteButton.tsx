// The delivery note of a shipped service or package line (spec 2 §7): the PDF of everything that left
// under its tracking code, GET /packages/delivery_notes/{tracking_code}.pdf.
import { useState } from 'react';
import DescriptionIcon from '@mui/icons-material/Description';
import { Button, useNotify, useRecordContext } from 'react-admin';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';
import type { PackageLineRecord } from '../package_lines/types.ts';
import type { ServiceRecord } from '../services/types.ts';

export const DeliveryNoteButton = () => {
  const record = useRecordContext<ServiceRecord | PackageLineRecord>();
  const dataProvider = useConsoleDataProvider();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const code = record?.shipping_tracking_code;
  if (!code) return null;
  const open = async () => {
    setBusy(true);
    try {
      await dataProvider.download(`packages/delivery_notes/${encodeURIComponent(code)}.pdf`, `delivery-note-${code}.pdf`);
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="resources.packages.actions.delivery_note" onClick={open} disabled={busy}>
      <DescriptionIcon />
    </Button>
  );
};
