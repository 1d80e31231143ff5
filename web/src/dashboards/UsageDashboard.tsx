// Usage dashboard (spec 3 §2, /dashboards/usages): usage per source, this month and last month, and
// twelve months by source, from GET /admin/dashboard/usages/stats.
import { Alert, Box, Card, CardContent, Grid, Typography, useTheme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Title, useTranslate } from 'react-admin';
import { USAGE_SOURCES } from '@console/contract';
import { useFormat } from '../common/format/useFormat.ts';
import { useConsoleDataProvider } from '../providers/dataProvider.ts';

interface UsageStats {
  sources: { source: string; this_month_usage: number; this_month_price: number; last_month_usage: number; last_month_price: number }[];
  monthly: Record<string, string | number>[];
}

export const UsageDashboard = () => {
  const translate = useTranslate();
  const format = useFormat();
  const theme = useTheme();
  const dataProvider = useConsoleDataProvider();
  const { data, isError } = useQuery({
    queryKey: ['stats', 'dashboard', 'usages'],
    queryFn: () => dataProvider.get<UsageStats>('admin/dashboard/usages/stats'),
  });
  const colors = [theme.palette.primary.main, '#00897b', '#f4511e', '#8e24aa', '#546e7a'];
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('resources.usages.dashboard.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('resources.usages.dashboard.title')}
      </Typography>
      {isError && <Alert severity="error">{translate('app.dashboard.home.error')}</Alert>}
      <Grid container spacing={2} sx={{ mb: 3 }}>
        {(data?.sources ?? []).map((s) => (
          <Grid key={s.source} size={{ xs: 12, sm: 6, md: 4, lg: 2.4 }}>
            <Card variant="outlined" data-testid={`usage-source-${s.source}`}>
              <CardContent>
                <Typography variant="overline">{translate(`resources.usages.sources.${s.source}`)}</Typography>
                <Typography variant="h6">{format.gb(s.this_month_usage)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate('resources.usages.dashboard.this_month')} · {format.money(s.this_month_price)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate('resources.usages.dashboard.last_month')}: {format.gb(s.last_month_usage)} · {format.money(s.last_month_price)}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Card variant="outlined">
        <CardContent sx={{ height: 340 }}>
          <Typography variant="subtitle1">{translate('resources.usages.dashboard.monthly')}</Typography>
          <ResponsiveContainer width="100%" height="90%">
            <BarChart data={data?.monthly ?? []}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="date" fontSize={11} tickFormatter={format.chartMonth} />
              <YAxis fontSize={11} tickFormatter={format.gbTick} width={72} />
              <Tooltip formatter={(value) => format.gb(value)} labelFormatter={(d) => format.month(String(d))} />
              <Legend />
              {USAGE_SOURCES.map((s, i) => (
                <Bar key={s} dataKey={s} name={translate(`resources.usages.sources.${s}`)} stackId="usage" fill={colors[i % colors.length]} />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </CardContent>
      </Card>
    </Box>
  );
};
