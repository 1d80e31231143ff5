// Network statistics (spec 3 §2, §9): one line chart per metric over 15m, 1h, 24h (default), 7d or
// 30d, refreshed every 30 seconds; speeds in Mbps. The server averages the samples into buckets.
import { useState } from 'react';
import { Box, Card, CardContent, CardHeader, ToggleButton, ToggleButtonGroup, Typography, useTheme } from '@mui/material';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useRecordContext, useTranslate } from 'react-admin';
import { DEFAULT_TERMINAL_RANGE, TERMINAL_METRICS, TERMINAL_RANGES, type TerminalMetric, type TerminalRange } from '@console/contract';
import { formatChartDay, formatChartTime, formatDateTime } from '../../common/format/format.ts';
import { useFormat } from '../../common/format/useFormat.ts';
import { useTerminalStats } from './useTerminalApi.ts';
import type { TerminalRecord } from './types.ts';

const RANGES = Object.keys(TERMINAL_RANGES) as TerminalRange[];

/** Ticks: dd/mm over a week or a month, HH:mm (Brussels, 24-hour) over shorter ranges. */
const tick = (iso: string, range: TerminalRange) => (range === '7d' || range === '30d' ? formatChartDay(iso) : formatChartTime(iso));

const MetricChart = ({ name, range }: { name: TerminalMetric; range: TerminalRange }) => {
  const record = useRecordContext<TerminalRecord>();
  const translate = useTranslate();
  const theme = useTheme();
  const format = useFormat();
  const { data } = useTerminalStats(record?.id, name, range);
  const points = data?.data ?? [];
  return (
    <Card variant="outlined" sx={{ flex: '1 1 420px', minWidth: 300 }} data-testid={`chart-${name}`}>
      <CardHeader title={translate(`resources.starlink_terminals.stats.names.${name}`)} slotProps={{ title: { variant: 'subtitle1' } }} />
      <CardContent sx={{ height: 200, pt: 0 }}>
        {data && points.length === 0 ? (
          <Typography color="text.secondary" variant="body2">
            {translate('resources.starlink_terminals.stats.empty')}
          </Typography>
        ) : (
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={points} margin={{ top: 4, right: 8, bottom: 4, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="ts" tickFormatter={(v: string) => tick(v, range)} fontSize={11} minTickGap={24} />
              <YAxis fontSize={11} width={48} tickFormatter={(v) => format.number(v)} />
              <Tooltip
                labelFormatter={(v) => formatDateTime(v)}
                formatter={(v) => [format.number(v), translate(`resources.starlink_terminals.stats.names.${name}`)]}
              />
              <Line type="monotone" dataKey="value" stroke={theme.palette.primary.main} dot={false} isAnimationActive={false} connectNulls />
            </LineChart>
          </ResponsiveContainer>
        )}
      </CardContent>
    </Card>
  );
};

export const NetworkStatistics = () => {
  const translate = useTranslate();
  const [range, setRange] = useState<TerminalRange>(DEFAULT_TERMINAL_RANGE);
  return (
    <Box sx={{ py: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={range}
          onChange={(_e, v: TerminalRange | null) => v && setRange(v)}
          aria-label={translate('resources.starlink_terminals.stats.range')}
        >
          {RANGES.map((r) => (
            <ToggleButton key={r} value={r}>
              {r}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography variant="caption" color="text.secondary">
          {translate('resources.starlink_terminals.stats.refresh')}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {TERMINAL_METRICS.map((m) => (
          <MetricChart key={m} name={m} range={range} />
        ))}
      </Box>
    </Box>
  );
};
