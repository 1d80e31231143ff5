// Signal quality of a speed test (spec 3 §2): SINR, RSRQ and RSRP over time, one line per band,
// from device_wan_quality (ts, band, sinr, rsrq, rsrp); times in Europe/Brussels.
import { Box, Card, CardContent, CardHeader, Typography } from '@mui/material';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime, formatTime } from '../../common/format/format.ts';
import { useFormat } from '../../common/format/useFormat.ts';

interface Quality {
  ts: string;
  band?: string;
  sinr?: number;
  rsrq?: number;
  rsrp?: number;
}

const METRICS = [
  { key: 'sinr', unit: 'dB' },
  { key: 'rsrq', unit: 'dB' },
  { key: 'rsrp', unit: 'dBm' },
] as const;

const BAND_COLORS = ['#1f6fb2', '#e07b39', '#2e9d4f', '#8e44ad', '#d64545', '#16a085'];

const timeOf = (ts: string) => formatTime(ts, { seconds: true });

/** One row per timestamp with a column per band: the shape a multi-line chart takes. */
function pivot(rows: Quality[], metric: keyof Quality) {
  const byTs = new Map<string, Record<string, number | string>>();
  for (const row of rows) {
    const value = row[metric];
    if (typeof value !== 'number') continue;
    const point = byTs.get(row.ts) ?? { ts: row.ts };
    point[row.band ?? '-'] = value;
    byTs.set(row.ts, point);
  }
  return [...byTs.values()].sort((a, b) => String(a.ts).localeCompare(String(b.ts)));
}

export const SignalCharts = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const format = useFormat();
  const rows = (record?.device_wan_quality as Quality[] | null | undefined) ?? [];
  if (rows.length === 0) return <Typography color="text.secondary">{translate('resources.speedtests.no_quality')}</Typography>;
  const bands = [...new Set(rows.map((r) => r.band ?? '-'))];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {METRICS.map(({ key, unit }) => (
        <Card key={key} variant="outlined" sx={{ flex: 1, minWidth: 320 }}>
          <CardHeader title={translate(`resources.speedtests.metrics.${key}`)} slotProps={{ title: { variant: 'subtitle1' } }} />
          <CardContent sx={{ height: 240, pt: 0 }}>
            <ResponsiveContainer width="100%" height="100%">
              <LineChart data={pivot(rows, key)}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="ts" tickFormatter={timeOf} fontSize={11} />
                <YAxis tickFormatter={(v) => `${format.number(v)} ${unit}`} fontSize={11} width={72} />
                <Tooltip labelFormatter={(ts) => formatDateTime(ts, { seconds: true })} formatter={(v) => `${format.number(v)} ${unit}`} />
                <Legend />
                {bands.map((band, index) => (
                  <Line key={band} type="monotone" dataKey={band} name={band} stroke={BAND_COLORS[index % BAND_COLORS.length]} dot={false} connectNulls />
                ))}
              </LineChart>
            </ResponsiveContainer>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
};
