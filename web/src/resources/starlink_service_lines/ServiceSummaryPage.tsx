// The service summary list (/starlink/service_summary, spec 3 §2 Satellite; decision 0035): every live
// satellite service with its service line, terminal, this month's top-ups and its usage this cycle
// against what it includes (red past 100 %); filters q, customer, status, type and opt-in; 50 a
// page; totals over every matching service from the server.
import { useEffect, useState } from 'react';
import { TablePager } from '../../common/TablePager.tsx';
import { Box, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Form, NullableBooleanInput, SelectInput, TextInput, Title, useTranslate } from 'react-admin';
import {
  SERVICE_STATUSES,
  SERVICE_SUMMARY_PAGE_SIZE,
  STARLINK_LIKE_TYPES,
  TERMINAL_STATE_COLORS,
  type ServiceSummary,
  type TerminalState,
} from '@console/contract';
import { CustomerInput } from '../../common/CustomerInput.tsx';
import { useDebounced } from '../../common/useDebounced.ts';
import { useFormat } from '../../common/format/useFormat.ts';
import { useConsoleDataProvider } from '../../providers/dataProvider.ts';

const K = 'resources.starlink_service_lines.summary';

interface Filters {
  q?: string;
  customer_id?: number | null;
  status?: string | null;
  type?: string | null;
  is_opted_in?: boolean | null;
}

/** The filter form's values, the search term once typing has paused (half a second). */
const FiltersWatcher = ({ onChange }: { onChange: (f: Filters) => void }) => {
  const values = useWatch() as Filters;
  const term = useDebounced(values.q, 500);
  const { customer_id, status, type, is_opted_in } = values;
  useEffect(() => onChange({ q: term?.trim() || undefined, customer_id, status, type, is_opted_in }), [term, customer_id, status, type, is_opted_in, onChange]);
  return null;
};

const queryOf = (f: Filters, page: number): Record<string, string | number | boolean> => {
  const query: Record<string, string | number | boolean> = { page: page + 1, page_size: SERVICE_SUMMARY_PAGE_SIZE };
  for (const [key, value] of Object.entries(f)) if (value !== undefined && value !== null && value !== '') query[key] = value as string | number | boolean;
  return query;
};

export const ServiceSummaryPage = () => {
  const translate = useTranslate();
  const format = useFormat();
  const dataProvider = useConsoleDataProvider();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new filters send the table back to its first page
  useEffect(() => setPage(0), [filters]);
  const { data, isError } = useQuery({
    queryKey: ['starlink', 'service_summary', filters, page],
    queryFn: () => dataProvider.get<ServiceSummary>('starlink/service_summary', queryOf(filters, page)),
  });
  const gb = (value: number | null) => (value == null ? '—' : format.gb(value));
  const percent = (value: number | null) => (value == null ? '—' : `${format.number(value, { decimals: 1 })} %`);

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={`${K}.title`} />
      <Card>
        <CardContent>
          <Typography variant="h6" gutterBottom>
            {translate(`${K}.title`)}
          </Typography>
          <Form>
            <Stack direction="row" gap={2} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
              <TextInput source="q" label="ra.action.search" resettable helperText={false} fullWidth={false} sx={{ minWidth: 220 }} />
              <CustomerInput label={`${K}.customer`} helperText={false} fullWidth={false} sx={{ minWidth: 240 }} />
              <SelectInput
                source="status"
                label={`${K}.status`}
                helperText={false}
                choices={SERVICE_STATUSES.map((id) => ({ id, name: `resources.services.statuses.${id}` }))}
              />
              <SelectInput
                source="type"
                label={`${K}.type`}
                helperText={false}
                choices={STARLINK_LIKE_TYPES.map((id) => ({ id, name: `resources.services.types.${id}` }))}
              />
              <NullableBooleanInput source="is_opted_in" label={`${K}.opted_in`} helperText={false} />
            </Stack>
            <FiltersWatcher onChange={setFilters} />
          </Form>
          {data && (
            <Stack direction="row" gap={4} sx={{ my: 1, flexWrap: 'wrap' }} data-testid="service-summary-totals">
              <Typography>{translate(`${K}.totals.services`, { smart_count: data.totals.services })}</Typography>
              <Typography>{translate(`${K}.totals.opted_in`, { count: data.totals.opted_in })}</Typography>
              <Typography>
                {translate(`${K}.totals.usage`)}: <b>{gb(data.totals.current_usage)}</b> / {gb(data.totals.data_included)}
              </Typography>
              <Typography color={data.totals.over_allowance ? 'error' : undefined}>
                {translate(`${K}.totals.over_allowance`, { count: data.totals.over_allowance })}
              </Typography>
            </Stack>
          )}
          {isError && <Typography color="error">{translate(`${K}.error`)}</Typography>}
          <Box sx={{ overflowX: 'auto' }}>
            {/* Eleven columns at 1440 px in French too (decision 0082): half MUI's side padding. */}
            <Table size="small" data-testid="service-summary-table" sx={{ '& th, & td': { px: 1 } }}>
              <TableHead>
                <TableRow>
                  {['service', 'type', 'status', 'customer', 'service_line', 'opted_in', 'terminal', 'included', 'top_ups', 'usage', 'usage_percent'].map(
                    (c) => (
                      <TableCell key={c} align={['included', 'top_ups', 'usage', 'usage_percent'].includes(c) ? 'right' : 'left'}>
                        {translate(`${K}.columns.${c}`)}
                      </TableCell>
                    ),
                  )}
                </TableRow>
              </TableHead>
              <TableBody>
                {data?.results.map((row) => (
                  <TableRow key={row.id} hover>
                    <TableCell>
                      <Link to={`/services/${row.id}/show`}>{row.reference ?? row.name ?? `#${row.id}`}</Link>
                    </TableCell>
                    <TableCell>{translate(`resources.services.types.${row.type}`, { _: row.type })}</TableCell>
                    <TableCell>{translate(`resources.services.statuses.${row.status}`, { _: row.status })}</TableCell>
                    <TableCell>{row.customer_name ?? '—'}</TableCell>
                    <TableCell>
                      {row.starlink_service_line_id ? (
                        <Link to={`/starlink_service_lines/${row.starlink_service_line_id}/show`}>{row.service_line_number}</Link>
                      ) : (
                        '—'
                      )}
                      {row.service_line_status &&
                        ` (${translate(`resources.starlink_service_lines.statuses.${row.service_line_status}`, { _: row.service_line_status })})`}
                    </TableCell>
                    <TableCell>{row.is_opted_in == null ? '—' : translate(row.is_opted_in ? 'ra.boolean.true' : 'ra.boolean.false')}</TableCell>
                    <TableCell>
                      {row.starlink_terminal_id ? (
                        <Stack direction="row" gap={0.5} sx={{ alignItems: 'center' }}>
                          <Box
                            sx={{
                              width: 10,
                              height: 10,
                              borderRadius: '50%',
                              bgcolor: TERMINAL_STATE_COLORS[(row.terminal_state ?? 'unknown') as TerminalState] ?? TERMINAL_STATE_COLORS.unknown,
                            }}
                          />
                          <Link to={`/starlink_terminals/${row.starlink_terminal_id}/show`}>{row.kit_serial_number ?? row.starlink_terminal_id}</Link>
                        </Stack>
                      ) : (
                        '—'
                      )}
                    </TableCell>
                    <TableCell align="right">{gb(row.data_included)}</TableCell>
                    <TableCell align="right">{row.top_up_gb ? gb(row.top_up_gb) : '—'}</TableCell>
                    <TableCell align="right">{gb(row.current_usage)}</TableCell>
                    <TableCell
                      align="right"
                      sx={{
                        color: row.usage_percent != null && row.usage_percent > 100 ? 'error.main' : undefined,
                        fontWeight: row.usage_percent != null && row.usage_percent > 100 ? 600 : undefined,
                      }}
                    >
                      {percent(row.usage_percent)}
                    </TableCell>
                  </TableRow>
                ))}
                {data && data.results.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={11}>{translate(`${K}.empty`)}</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </Box>
          <TablePager count={data?.count ?? 0} page={page} onPageChange={setPage} pageSize={SERVICE_SUMMARY_PAGE_SIZE} />
        </CardContent>
      </Card>
    </Box>
  );
};
