// The PDF tab (spec 3 §2): GET /invoices/{id}/invoice_{number}.pdf fetched with the session's
// credentials and embedded from a blob URL (an iframe cannot send the bearer token itself).
import { useEffect, useState } from 'react';
import { Alert, Box, CircularProgress } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { authHeaders, apiUrl } from '../../providers/api.ts';
import type { InvoiceRecord } from './types.ts';

export const invoicePdfPath = (record: { id: unknown; number?: string | null }) => `invoices/${record.id}/invoice_${record.number ?? 'draft'}.pdf`;

export const InvoicePdfTab = () => {
  const record = useRecordContext<InvoiceRecord>();
  const translate = useTranslate();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  // The record's updated_at changes with every write: the PDF is fetched again after an action.
  const version = `${record?.id}-${record?.number}-${record?.updated_at}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` stands for the record: the PDF is fetched again when its id, number or updated_at changes, not for every new record object
  useEffect(() => {
    if (!record) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    setFailed(false);
    fetch(apiUrl(invoicePdfPath(record)), { headers: authHeaders() })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        const blob = await res.blob();
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [version]);
  if (failed) return <Alert severity="warning">{translate('resources.invoices.pdf.failed')}</Alert>;
  if (!url)
    return (
      <Box sx={{ p: 2, display: 'flex', gap: 1, alignItems: 'center' }}>
        <CircularProgress size={20} /> {translate('resources.invoices.pdf.loading')}
      </Box>
    );
  return <iframe title={translate('resources.invoices.tabs.pdf')} data-testid="invoice-pdf" src={url} style={{ width: '100%', height: '80vh', border: 0 }} />;
};
