// Downloads of an invoice's documents with the session's credentials: its PDF, and for a numbered
// invoice its UBL e-invoice (GET /invoices/{id}/invoice_{number}.xml).
import { useState } from 'react';
import CodeIcon from '@mui/icons-material/Code';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button, useNotify, useRecordContext } from 'react-admin';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';
import type { InvoiceRecord } from './types.ts';

const DownloadButton = ({ label, path, name, icon }: { label: string; path: string; name: string; icon: React.ReactNode }) => {
  const dataProvider = useConsoleDataProvider();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      await dataProvider.download(path, name);
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label={label} onClick={open} disabled={busy}>
      {icon}
    </Button>
  );
};

export const InvoiceDownloads = () => {
  const record = useRecordContext<InvoiceRecord>();
  if (!record) return null;
  const file = `invoice_${record.number ?? 'draft'}`;
  return (
    <>
      <DownloadButton label="resources.invoices.actions.open_pdf" path={`invoices/${record.id}/${file}.pdf`} name={`${file}.pdf`} icon={<PictureAsPdfIcon />} />
      {record.number && (
        <DownloadButton label="resources.invoices.actions.e_invoice" path={`invoices/${record.id}/${file}.xml`} name={`${file}.xml`} icon={<CodeIcon />} />
      )}
    </>
  );
};
