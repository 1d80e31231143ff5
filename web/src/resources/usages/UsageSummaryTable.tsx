// The usage summary (spec 3 §7 "Usage summary": group_by; answer data of key and value) on the usage
// report page: the largest groups of the report's grouping and their usage in GB, read from
// GET /usages/summary (totals come from the server, rule 12), beside the report's totals.
import { Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../common/format/useFormat.ts';
import { SUMMARY_GROUPS, useUsageSummary, type ReportFilters } from './usageReportQuery.ts';

export const UsageSummaryTable = ({ filters }: { filters: ReportFilters }) => {
  const translate = useTranslate();
  const format = useFormat();
  const { data, isPending, isError } = useUsageSummary(filters);
  const group = translate(`resources.usages.report.groups.${filters.group_by}`);
  const rows = data?.data ?? [];
  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid="usage-summary">
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          {translate('resources.usages.summary.title', { group, count: SUMMARY_GROUPS })}
        </Typography>
        {isError ? (
          <Typography color="error">{translate('resources.usages.summary.error')}</Typography>
        ) : rows.length === 0 ? (
          <Typography color="text.secondary">{translate(isPending ? 'ra.page.loading' : 'resources.usages.report.empty')}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{group}</TableCell>
                <TableCell align="right">{translate('resources.usages.report.usage')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, i) => (
                // Keys are labels: two groups may share one (two sites of one name), so the position keys the row.
                // biome-ignore lint/suspicious/noArrayIndexKey: the answer's order is its identity here.
                <TableRow key={i} data-testid="usage-summary-row">
                  <TableCell>
                    {row.key == null ? translate('resources.usages.summary.none') : filters.group_by === 'date' ? format.date(row.key) : row.key}
                  </TableCell>
                  <TableCell align="right">{format.gb(row.value)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
};
