// Monthly and daily data usage bar charts (spec 1 §2.6, §2.7, §9): 12 months, and the last 30 days
// until a monthly bar is clicked, which selects that month for the daily chart. Usage is drawn in
// the theme's primary colour, in GB.
import { useState } from 'react';
import { Box, Card, CardContent, CardHeader, Chip, Typography, useTheme } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import { useFormat } from '../format/useFormat.ts';
import { last12Months, last30Days, monthRange, useUsageSeries, type UsageFreq } from './usageSeries.ts';

export interface UsageChartsProps {
  /** The object whose usage is drawn: { site_id }, { device_id } or { sim_id }. */
  filter: Record<string, unknown>;
  height?: number;
}

interface ChartProps {
  title: string;
  subtitle?: string;
  filter: Record<string, unknown>;
  freq: UsageFreq;
  range: { start_date: string; end_date: string };
  height: number;
  selected?: string;
  onSelect?: (date: string) => void;
}

const UsageChart = ({ title, subtitle, filter, freq, range, height, selected, onSelect }: ChartProps) => {
  const theme = useTheme();
  const translate = useTranslate();
  const format = useFormat();
  const { data = [], isLoading, error } = useUsageSeries({ filter, freq, ...range });
  const primary = theme.palette.primary.main;
  return (
    <Card variant="outlined" sx={{ flex: 1, minWidth: 300 }}>
      <CardHeader title={translate(title)} subheader={subtitle} slotProps={{ title: { variant: 'subtitle1' } }} />
      <CardContent sx={{ height, pt: 0 }}>
        {error ? (
          <Typography color="text.secondary" variant="body2">
            {translate('charts.usage.unavailable')}
          </Typography>
        ) : !isLoading && data.length === 0 ? (
          <Typography color="text.secondary" variant="body2">
            {translate('charts.usage.empty')}
          </Typography>
        ) : (
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} margin={{ top: 4, right: 8, bottom: 4, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="date" tickFormatter={freq === 'monthly' ? format.chartMonth : format.chartDay} fontSize={11} />
              <YAxis fontSize={11} tickFormatter={format.gbTick} width={80} />
              <Tooltip
                formatter={(value) => [format.gb(value), translate('charts.usage.usage')]}
                labelFormatter={(d) => (freq === 'monthly' ? format.month(String(d)) : format.date(d))}
              />
              <Bar
                dataKey="gb"
                name={translate('charts.usage.usage')}
                fill={primary}
                cursor={onSelect ? 'pointer' : undefined}
                onClick={onSelect ? (entry) => onSelect(String((entry as { payload?: { date?: string } }).payload?.date ?? '')) : undefined}
              >
                {data.map((point) => (
                  <Cell key={point.date} fill={primary} fillOpacity={selected && !point.date.startsWith(selected) ? 0.45 : 1} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        )}
      </CardContent>
    </Card>
  );
};

export const UsageCharts = ({ filter, height = 240 }: UsageChartsProps) => {
  const translate = useTranslate();
  const [month, setMonth] = useState<string>();
  const daily = month ? monthRange(month) : last30Days();
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', my: 1 }}>
      <UsageChart
        title="charts.usage.monthly"
        filter={filter}
        freq="monthly"
        range={last12Months()}
        height={height}
        selected={month}
        onSelect={(date) => setMonth(date.slice(0, 7))}
      />
      <UsageChart
        title="charts.usage.daily"
        subtitle={month ? undefined : translate('charts.usage.last_30_days')}
        filter={filter}
        freq="daily"
        range={daily}
        height={height}
      />
      {month && (
        <Box sx={{ width: '100%' }}>
          <Chip size="small" label={translate('charts.usage.month_selected', { month })} onDelete={() => setMonth(undefined)} />
        </Box>
      )}
    </Box>
  );
};
