// A service line's usage chart (spec 3 §2: params starlink_service_line_id and freq; at most 100 bars).
import { Box, Card, CardContent, CardHeader, Typography, useTheme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useRecordContext, useTranslate } from 'react-admin';
import { useFormat } from '../../common/format/useFormat.ts';
import { requestJson } from '../../providers/api.ts';
import type { ServiceLineRecord } from './types.ts';

type Freq = 'day' | 'month';

const UsageChart = ({ freq, title }: { freq: Freq; title: string }) => {
  const record = useRecordContext<ServiceLineRecord>();
  const theme = useTheme();
  const translate = useTranslate();
  const format = useFormat();
  const { data } = useQuery({
    queryKey: ['starlink_usages', 'stats', record?.id, freq],
    queryFn: () => requestJson<{ data: { date: string; value: number }[] }>('starlink_usages/stats', { query: { starlink_service_line_id: record!.id, freq } }),
    enabled: record?.id !== undefined,
  });
  const rows = data?.data ?? [];
  return (
    <Card variant="outlined" sx={{ flex: '1 1 420px' }}>
      <CardHeader title={translate(title)} slotProps={{ title: { variant: 'subtitle1' } }} />
      <CardContent sx={{ height: 240, pt: 0 }}>
        {data && rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('resources.starlink_service_lines.usage.empty')}
          </Typography>
        ) : (
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={rows} margin={{ top: 4, right: 8, bottom: 4, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="date" tickFormatter={freq === 'day' ? format.chartDay : format.chartMonth} fontSize={11} />
              <YAxis fontSize={11} tickFormatter={format.gbTick} width={80} />
              <Tooltip
                formatter={(v) => [format.gb(v), translate('charts.usage.usage')]}
                labelFormatter={(d) => (freq === 'day' ? format.date(d) : format.month(String(d)))}
              />
              <Bar dataKey="value" fill={theme.palette.primary.main} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        )}
      </CardContent>
    </Card>
  );
};

export const ServiceLineUsage = () => (
  <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', py: 1 }}>
    <UsageChart freq="day" title="resources.starlink_service_lines.usage.title" />
    <UsageChart freq="month" title="resources.starlink_service_lines.usage.monthly" />
  </Box>
);
