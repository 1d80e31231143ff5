// Usage reports (spec 3 §2 Usage reports), mobile (/usages/reports) and satellite
// (/starlink_usages/reports) on one screen (docs/decisions/0034): range with quick ranges (default
// start of month to today), source (mobile only, default incontrol), group by (default customer; the
// satellite report offers customer, site, date); a bar chart of the selected rows (at most 100 bars,
// the 10 largest selected by default) above the table of rows, 100 per page, with total usage (GB) and
// total price (EUR) from the server; export of the same rows. The spec pages the table client-side; the
// console asks the server for each page instead (docs/decisions/0044: a month by SIM is up to 2,000,000
// rows): the chart's candidates are the first page, the 100 largest, and a row selected on another page
// keeps its figures in the selection.
import { useEffect, useMemo, useState } from 'react';
import { TablePager } from '../../common/TablePager.tsx';
import {
  Box,
  Button as MuiButton,
  ButtonGroup,
  Card,
  CardContent,
  Checkbox,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useTheme,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Button, Title, useNotify, useTranslate } from 'react-admin';
import {
  USAGE_CHART_DEFAULT_BARS,
  USAGE_CHART_MAX_BARS,
  USAGE_QUICK_RANGES,
  USAGE_REPORT_KINDS,
  USAGE_REPORT_PAGE_SIZE,
  type UsageReportKind,
} from '@console/contract';
import { DatePickerField } from '../../common/format/DateInputs.tsx';
import { useFormat } from '../../common/format/useFormat.ts';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';
import { UsageSummaryTable } from './UsageSummaryTable.tsx';
import { defaultFilters, queryOf, rangeOf, rowLabel, useUsageReport, type ReportFilters, type ReportRow } from './usageReportQuery.ts';

const ReportFiltersBar = ({ kind, filters, onChange }: { kind: UsageReportKind; filters: ReportFilters; onChange: (f: ReportFilters) => void }) => {
  const translate = useTranslate();
  const { sources, groups } = USAGE_REPORT_KINDS[kind];
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }} useFlexGap>
      {/* On a phone the quick ranges wrap onto two lines instead of widening the page (issue 28). */}
      <ButtonGroup size="small" variant="outlined" sx={{ flexWrap: 'wrap', maxWidth: '100%' }}>
        {USAGE_QUICK_RANGES.map((range) => (
          <MuiButton key={range} onClick={() => onChange({ ...filters, ...rangeOf(range) })} data-testid={`range-${range}`}>
            {translate(`resources.usages.report.ranges.${range}`)}
          </MuiButton>
        ))}
      </ButtonGroup>
      <DatePickerField
        sx={{ width: 170 }}
        label={translate('resources.usages.report.start_date')}
        value={filters.start_date}
        onChange={(day) => day && onChange({ ...filters, start_date: day })}
        testId="report-start-date"
      />
      <DatePickerField
        sx={{ width: 170 }}
        label={translate('resources.usages.report.end_date')}
        value={filters.end_date}
        onChange={(day) => day && onChange({ ...filters, end_date: day })}
        testId="report-end-date"
      />
      {sources.length > 1 && (
        <TextField
          select
          size="small"
          fullWidth={false}
          label={translate('resources.usages.report.source')}
          value={filters.source}
          onChange={(e) => onChange({ ...filters, source: e.target.value as ReportFilters['source'] })}
          sx={{ minWidth: 140 }}
          data-testid="report-source"
        >
          {sources.map((s) => (
            <MenuItem key={s} value={s}>
              {translate(`resources.usages.sources.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        size="small"
        fullWidth={false}
        label={translate('resources.usages.report.group_by')}
        value={filters.group_by}
        onChange={(e) => onChange({ ...filters, group_by: e.target.value as ReportFilters['group_by'] })}
        sx={{ minWidth: 140 }}
        data-testid="report-group-by"
      >
        {groups.map((g) => (
          <MenuItem key={g} value={g}>
            {translate(`resources.usages.report.groups.${g}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
};

const titleOf: Record<UsageReportKind, string> = { usages: 'resources.usages.report.title', starlink_usages: 'resources.starlink_usages.report.title' };

/** The satellite report: the same screen over /starlink_usages/reports. */
export const StarlinkUsageReportPage = () => <UsageReportPage kind="starlink_usages" />;

export const UsageReportPage = ({ kind = 'usages' }: { kind?: UsageReportKind }) => {
  const translate = useTranslate();
  const format = useFormat();
  const theme = useTheme();
  const notify = useNotify();
  const dataProvider = useConsoleDataProvider();
  const [filters, setFilters] = useState<ReportFilters>(() => defaultFilters(kind));
  const [page, setPage] = useState(0);
  // The first page (the chart's candidates, the 100 largest) and the page the table shows (the same
  // request when it is the first).
  const first = useUsageReport(kind, filters, 0);
  const shown = useUsageReport(kind, filters, page);
  const { data, isPending, isError } = first;
  const candidates = useMemo(() => data?.results ?? [], [data]);
  const rows = shown.data?.results ?? [];
  const [selected, setSelected] = useState<Map<string, ReportRow>>(new Map());

  // A new answer selects its 10 largest rows again (rows come largest first; by date, in date order).
  useEffect(() => {
    setSelected(new Map(candidates.slice(0, USAGE_CHART_DEFAULT_BARS).map((r) => [r.id, r])));
  }, [candidates]);

  // Bars in the report's order: largest usage first (by date, in date order), as the rows come.
  const inOrder = [...selected.values()].sort((a, b) =>
    filters.group_by === 'date' ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : b.usage - a.usage || Number(a.id) - Number(b.id),
  );
  const bars = inOrder.slice(0, USAGE_CHART_MAX_BARS).map((r) => ({ label: rowLabel(r, filters.group_by), usage: r.usage, price: r.price }));
  const toggle = (row: ReportRow) => {
    const next = new Map(selected);
    if (next.has(row.id)) next.delete(row.id);
    else if (next.size < USAGE_CHART_MAX_BARS) next.set(row.id, row);
    else notify('resources.usages.report.max_bars', { type: 'info', messageArgs: { max: USAGE_CHART_MAX_BARS } });
    setSelected(next);
  };
  const exportSimOnly = async () => {
    try {
      await dataProvider.exportXls('invoices', { start_date: filters.start_date, end_date: filters.end_date }, 'invoices/simonly/report/export.xls');
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'warning' });
    }
  };
  const exportReport = async () => {
    try {
      await dataProvider.exportXls(kind, queryOf(kind, filters), `${USAGE_REPORT_KINDS[kind].path}/export.xls`);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'warning' });
    }
  };

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate(titleOf[kind])} />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography variant="h5" component="h1">
          {translate(titleOf[kind])}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {kind === 'usages' && (
            // Spec 3 §2: the SIM-only report (SIM connectivity invoiced per customer) for the same dates.
            <Button label="resources.usages.report.simonly_export" onClick={exportSimOnly} data-testid="simonly-export">
              <DownloadIcon />
            </Button>
          )}
          <Button label="app.action.export_xls" onClick={exportReport} disabled={!candidates.length}>
            <DownloadIcon />
          </Button>
        </Stack>
      </Stack>
      <ReportFiltersBar
        kind={kind}
        filters={filters}
        onChange={(next) => {
          // New filters start again at the first page.
          setFilters(next);
          setPage(0);
        }}
      />
      <Stack direction="row" spacing={{ xs: 1, sm: 4 }} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        <Typography data-testid="report-total-usage">
          {translate('resources.usages.report.total_usage')}: <b>{format.gb(data?.total_usage ?? 0)}</b>
        </Typography>
        <Typography data-testid="report-total-price">
          {translate('resources.usages.report.total_price')}: <b>{format.money(data?.total_price ?? 0)}</b>
        </Typography>
      </Stack>
      {isError && <Typography color="error">{translate('resources.usages.report.error')}</Typography>}
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent sx={{ height: 360 }} data-testid="report-chart" data-bars={bars.length}>
          {bars.length === 0 ? (
            <Typography color="text.secondary">{translate(isPending ? 'ra.page.loading' : 'resources.usages.report.empty')}</Typography>
          ) : (
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={bars} margin={{ top: 4, right: 8, bottom: 4, left: 0 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis
                  dataKey="label"
                  fontSize={11}
                  interval={0}
                  angle={bars.length > 4 ? -30 : 0}
                  textAnchor={bars.length > 4 ? 'end' : 'middle'}
                  height={bars.length > 4 ? 90 : 30}
                  tickFormatter={(l: string) => (l.length > 22 ? `${l.slice(0, 21)}…` : l)}
                />
                <YAxis fontSize={11} tickFormatter={format.gbTick} width={72} />
                <Tooltip
                  formatter={(value, _name, item) => [`${format.gb(value)} · ${format.money(item.payload.price)}`, translate('resources.usages.report.usage')]}
                />
                <Bar dataKey="usage" fill={theme.palette.primary.main} />
              </BarChart>
            </ResponsiveContainer>
          )}
        </CardContent>
      </Card>
      {/* A long label (an ICCID, a site name) scrolls the table inside its box on a phone, never the page. */}
      <Box sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Table size="small" data-testid="report-table">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>{translate(`resources.usages.report.groups.${filters.group_by}`)}</TableCell>
              {filters.group_by !== 'customer' && filters.group_by !== 'date' && <TableCell>{translate('resources.usages.report.groups.customer')}</TableCell>}
              <TableCell align="right">{translate('resources.usages.report.usage')}</TableCell>
              <TableCell align="right">{translate('resources.usages.report.price')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} hover onClick={() => toggle(row)} sx={{ cursor: 'pointer' }}>
                <TableCell padding="checkbox">
                  <Checkbox checked={selected.has(row.id)} size="small" />
                </TableCell>
                <TableCell>{rowLabel(row, filters.group_by)}</TableCell>
                {filters.group_by !== 'customer' && filters.group_by !== 'date' && <TableCell>{row.customer ?? '—'}</TableCell>}
                <TableCell align="right">{format.gb(row.usage)}</TableCell>
                <TableCell align="right">{format.money(row.price)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <TablePager count={shown.data?.count ?? data?.count ?? 0} page={page} onPageChange={setPage} pageSize={USAGE_REPORT_PAGE_SIZE} />
      {/* Below the report, so its late arrival never moves the chart or the rows being clicked. */}
      {kind === 'usages' && <UsageSummaryTable filters={filters} />}
    </Box>
  );
};
