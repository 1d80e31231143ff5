// The Preview tab of a package or a data pool (spec 2 §2; decision 0030): what the next invoice would
// bill for a month (GET /{resource}/{id}/simulate, nothing saved), the lines, the totals by the
// contract's computation, what is left out and why; and the Invoice action that bills it
// (POST /{resource}/{id}/invoice), after which the user goes to the new invoice.
import { type ReactNode, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import ReceiptIcon from '@mui/icons-material/Receipt';
import { Button, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { BillingPreview as Preview } from '@console/contract';
import { MonthPickerField } from '../../common/format/DateInputs.tsx';
import { todayInBrussels } from '../../common/format/format.ts';
import { useFormat } from '../../common/format/useFormat.ts';
import { useRunAction } from '../../common/useRunAction.ts';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';
import { TotalsTable } from './InvoiceTotals.tsx';

/** A package or a data pool: what billing reads of either. */
type Billable = { id: number; archived_at: string | null };

const thisMonth = () => todayInBrussels().slice(0, 7);

/** The Invoice action: bills the record for the month and opens the new invoice. */
export const BillButton = ({ resource, period, disabled }: { resource: 'packages' | 'data_pools'; period?: string; disabled?: boolean }) => {
  const record = useRecordContext<Billable>();
  const dataProvider = useConsoleDataProvider();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { run, loading } = useRunAction();
  if (!record || record.archived_at) return null;
  return (
    <Button
      label={`resources.${resource}.actions.invoice`}
      disabled={disabled || loading}
      onClick={async () => {
        const answer = await run(() => dataProvider.action<{ id?: number }>(resource, record.id, 'invoice', { body: { period: period ?? thisMonth() } }), {
          success: `resources.${resource}.notifications.invoice`,
          failure: `resources.${resource}.notifications.not_invoice`,
        });
        await queryClient.invalidateQueries({ queryKey: ['simulate', resource, record.id] });
        if (answer?.id !== undefined) navigate(`/invoices/${answer.id}/show`);
      }}
    >
      <ReceiptIcon />
    </Button>
  );
};

export interface BillingPreviewProps {
  resource: 'packages' | 'data_pools';
  canInvoice?: boolean;
  /** Shown above the lines once the preview is read (a package's: the invoice header, its two parties). */
  header?: (preview: Preview) => ReactNode;
}

export const BillingPreview = ({ resource, canInvoice = true, header }: BillingPreviewProps) => {
  const record = useRecordContext<Billable>();
  const translate = useTranslate();
  const format = useFormat();
  const dataProvider = useConsoleDataProvider();
  const [period, setPeriod] = useState(thisMonth());
  const { data, error, isPending } = useQuery({
    queryKey: ['simulate', resource, record?.id, period],
    queryFn: () => dataProvider.get<Preview>(`${resource}/${record!.id}/simulate`, { period }),
    enabled: record?.id !== undefined && /^\d{4}-\d{2}$/.test(period),
  });
  const t = (key: string, options?: object) => translate(`resources.invoices.preview.${key}`, options);
  return (
    <Box sx={{ my: 1 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <MonthPickerField label={t('period')} value={period} onChange={setPeriod} testId="preview-period" />
        {data && (
          <Box sx={{ color: 'text.secondary' }}>
            {t('window', { through: format.month(`${data.period}-01`), usage: data.usage_through ? format.date(data.usage_through) : '-' })}
          </Box>
        )}
        {canInvoice && <BillButton resource={resource} period={period} disabled={!data || data.lines.length === 0} />}
      </Stack>
      {data && header?.(data)}
      {error && <Alert severity="warning">{(error as Error).message}</Alert>}
      {!isPending && data && data.lines.length === 0 && <Alert severity="info">{t('nothing_due')}</Alert>}
      {data && data.lines.length > 0 && (
        <>
          <Table size="small" aria-label={t('title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('description')}</TableCell>
                <TableCell>{translate('resources.invoice_lines.fields.start_date')}</TableCell>
                <TableCell>{translate('resources.invoice_lines.fields.end_date')}</TableCell>
                <TableCell align="right">{translate('resources.invoice_lines.fields.qty')}</TableCell>
                <TableCell align="right">{translate('resources.invoice_lines.fields.unit_price')}</TableCell>
                <TableCell>{translate('resources.invoice_lines.fields.vat_code')}</TableCell>
                <TableCell align="right">{translate('resources.invoice_lines.fields.total')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.lines.map((l, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the preview is never reordered, and an item may bring two lines of one kind
                <TableRow key={`${l.item}-${l.item_id}-${l.kind}-${i}`}>
                  <TableCell>
                    {t(`kinds.${l.kind}`)}: {l.description}
                  </TableCell>
                  <TableCell>{format.date(l.start_date)}</TableCell>
                  <TableCell>{format.date(l.end_date)}</TableCell>
                  <TableCell align="right">{format.number(l.qty, { decimals: 3 })}</TableCell>
                  <TableCell align="right">{format.money(l.unit_price, data.currency)}</TableCell>
                  <TableCell>{l.vat_code ? translate(`resources.invoice_lines.vat_codes.${l.vat_code}`, { _: l.vat_code }) : '-'}</TableCell>
                  <TableCell align="right">{format.money(l.total, data.currency)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Box sx={{ mt: 2 }}>
            <TotalsTable lines={data.lines} currency={data.currency} />
          </Box>
        </>
      )}
      {data && data.skipped.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('skipped')}
          <ul>
            {data.skipped.map((s) => (
              <li key={`${s.item}-${s.item_id}`}>
                {t(`items.${s.item}`)} {s.reference ?? `#${s.item_id}`}: {s.reason}
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </Box>
  );
};
