// Accounting dashboard (spec 3 §2 /dashboards/accounting, the invoices dashboard: totals by status and
// charts by month) from GET /admin/dashboard/accounting/stats, and the invoice report
// (GET /invoices/report: group_by, start_date, end_date). Totals come from the server.
import { useState } from 'react';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Grid,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import DraftsIcon from '@mui/icons-material/Drafts';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { useQuery } from '@tanstack/react-query';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { type AccountingStats, COUNTS, type CountName, INVOICE_REPORT_GROUPS, type InvoiceReport } from '@console/contract';
import { DatePickerField } from '../common/format/DateInputs.tsx';
import { todayInBrussels } from '../common/format/format.ts';
import { useFormat } from '../common/format/useFormat.ts';
import { useConsoleDataProvider } from '../providers/dataProvider.ts';
import { countOf, listLink, StatTile } from './StatTile.tsx';

const k = (key: string) => `resources.invoices.dashboard.${key}`;

const ReportCard = () => {
  const translate = useTranslate();
  const format = useFormat();
  const dataProvider = useConsoleDataProvider();
  const today = todayInBrussels();
  const [query, setQuery] = useState({ group_by: 'customer', start_date: `${today.slice(0, 4)}-01-01`, end_date: today });
  const { data, error } = useQuery({
    queryKey: ['invoices', 'report', query],
    queryFn: () => dataProvider.get<InvoiceReport>('invoices/report', query),
  });
  const set = (field: keyof typeof query) => (e: { target: { value: string } }) => setQuery({ ...query, [field]: e.target.value });
  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 600, letterSpacing: 1 }}>
          {translate(k('report'))}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ my: 2 }}>
          <MuiTextField select size="small" label={translate(k('group_by'))} value={query.group_by} onChange={set('group_by')} sx={{ minWidth: 180 }}>
            {INVOICE_REPORT_GROUPS.map((g) => (
              <MenuItem key={g} value={g}>
                {translate(k(`groups.${g}`))}
              </MenuItem>
            ))}
          </MuiTextField>
          <DatePickerField
            label={translate(k('start_date'))}
            value={query.start_date}
            onChange={(day) => setQuery({ ...query, start_date: day })}
            testId="report-start-date"
          />
          <DatePickerField
            label={translate(k('end_date'))}
            value={query.end_date}
            onChange={(day) => setQuery({ ...query, end_date: day })}
            testId="report-end-date"
          />
        </Stack>
        {error && <Alert severity="warning">{(error as Error).message}</Alert>}
        {data && (
          <Table size="small" aria-label={translate(k('report'))}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(k(`groups.${data.group_by}`))}</TableCell>
                <TableCell align="right">{translate(k('invoices'))}</TableCell>
                <TableCell align="right">{translate(k('credit_notes'))}</TableCell>
                <TableCell align="right">{translate('resources.invoices.fields.total_untaxed')}</TableCell>
                <TableCell align="right">{translate('resources.invoices.fields.total_tax')}</TableCell>
                <TableCell align="right">{translate('resources.invoices.fields.total')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.results.map((r) => (
                <TableRow key={String(r.key)}>
                  <TableCell>{r.label ?? '-'}</TableCell>
                  <TableCell align="right">{format.count(r.invoices)}</TableCell>
                  <TableCell align="right">{format.count(r.credit_notes)}</TableCell>
                  <TableCell align="right">{format.money(r.total_untaxed)}</TableCell>
                  <TableCell align="right">{format.money(r.total_tax)}</TableCell>
                  <TableCell align="right">{format.money(r.total)}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell sx={{ fontWeight: 'bold' }}>{translate('resources.invoices.fields.total')}</TableCell>
                <TableCell />
                <TableCell />
                <TableCell align="right" sx={{ fontWeight: 'bold' }}>
                  {format.money(data.total_untaxed)}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 'bold' }}>
                  {format.money(data.total_tax)}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 'bold' }}>
                  {format.money(data.total)}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
};

export const AccountingDashboard = () => {
  const translate = useTranslate();
  const format = useFormat();
  const dataProvider = useConsoleDataProvider();
  const { data, isPending, isError } = useQuery({
    queryKey: ['stats', 'dashboard', 'accounting'],
    queryFn: () => dataProvider.get<AccountingStats>('admin/dashboard/accounting/stats'),
  });
  const tiles = [
    {
      key: 'drafts',
      value: data?.drafts.count,
      label: k('tiles.drafts'),
      ...countOf('invoices_draft'),
      icon: DraftsIcon,
      color: '#9aa3ad',
    },
    {
      key: 'overdue',
      value: data?.overdue.count,
      label: k('tiles.overdue'),
      ...countOf('invoices_overdue'),
      icon: WarningIcon,
      color: '#c2185b',
    },
    {
      key: 'not_pushed',
      value: data?.not_pushed,
      label: k('tiles.not_pushed'),
      ...countOf('invoices_not_pushed'),
      icon: CloudUploadIcon,
      color: '#d9822b',
    },
  ];
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate(k('title'))} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate(k('title'))}
      </Typography>
      {isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('app.dashboard.home.error')}
        </Alert>
      )}
      <Grid container spacing={2} sx={{ mb: 3 }}>
        {tiles.map(({ value, ...tile }) => (
          <Grid key={tile.key} size={{ xs: 12, sm: 6, md: 3 }}>
            <StatTile tile={tile} value={value} loading={isPending} />
          </Grid>
        ))}
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <StatTile
            tile={{ key: 'last_run', label: k('tiles.last_run'), resource: 'billing_runs', icon: EventRepeatIcon, color: '#1f6fb2' }}
            value={data?.last_run?.invoices_count}
            loading={isPending}
          />
        </Grid>
      </Grid>
      {data && (
        <Grid container spacing={2} sx={{ mb: 3 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 600, letterSpacing: 1 }}>
                  {translate(k('by_status'))}
                </Typography>
                <Table size="small" aria-label={translate(k('by_status'))}>
                  <TableBody>
                    {data.by_status.map((s) => (
                      <TableRow key={s.status}>
                        <TableCell>
                          <Link to={listLink('invoices', COUNTS[`invoices_${s.status}` as CountName]?.filter ?? { status: s.status })}>
                            {translate(`resources.invoices.statuses.${s.status}`)}
                          </Link>
                        </TableCell>
                        <TableCell align="right">{format.count(s.count)}</TableCell>
                        <TableCell align="right">{format.money(s.total)}</TableCell>
                      </TableRow>
                    ))}
                    <TableRow>
                      <TableCell>{translate(k('overdue_total'))}</TableCell>
                      <TableCell align="right">{format.count(data.overdue.count)}</TableCell>
                      <TableCell align="right">{format.money(data.overdue.total)}</TableCell>
                    </TableRow>
                  </TableBody>
                </Table>
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 600, letterSpacing: 1 }}>
                  {translate(k('monthly'))}
                </Typography>
                <Box sx={{ height: 280 }}>
                  <ResponsiveContainer width="100%" height="100%">
                    <BarChart data={data.monthly}>
                      <CartesianGrid strokeDasharray="3 3" />
                      <XAxis dataKey="date" tickFormatter={format.chartMonth} />
                      <YAxis tickFormatter={(v) => format.count(v)} width={72} />
                      <Tooltip formatter={(v) => format.money(v)} labelFormatter={(d) => format.month(String(d))} />
                      <Legend />
                      <Bar dataKey="invoiced" name={translate(k('invoiced'))} fill="#1f6fb2" />
                      <Bar dataKey="credited" name={translate(k('credited'))} fill="#c2185b" />
                    </BarChart>
                  </ResponsiveContainer>
                </Box>
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      )}
      <ReportCard />
    </Box>
  );
};
