// The Starlink dashboard (/dashboards/starlink, spec 3 §7): counters of terminals, service lines and
// events from GET /admin/dashboard/starlink/stats, each tile showing a named count (contract COUNTS) and
// opening the list it is the total of, with its filter; and the
// satellite usage of the last 30 days and of this cycle per account.
import { Alert, Box, Card, CardContent, Grid, Typography, useTheme } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import SatelliteAltIcon from '@mui/icons-material/SatelliteAlt';
import SearchIcon from '@mui/icons-material/TravelExplore';
import SettingsInputAntennaIcon from '@mui/icons-material/SettingsInputAntenna';
import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import { useQuery } from '@tanstack/react-query';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Title, useTranslate } from 'react-admin';
import { useFormat } from '../common/format/useFormat.ts';
import { useConsoleDataProvider } from '../providers/dataProvider.ts';
import { countOf, StatTile, type StatTileSpec } from './StatTile.tsx';

type Stats = Record<string, any>;
const K = 'app.dashboard.starlink';

const SECTIONS: { title: string; tiles: (StatTileSpec & { path: [string, string] })[] }[] = [
  {
    title: `${K}.terminals`,
    tiles: [
      {
        key: 'sl_online',
        path: ['terminals', 'online'],
        label: `${K}.tiles.online`,
        ...countOf('starlink_terminals_online'),
        icon: CloudDoneIcon,
        color: '#2e7d32',
      },
      {
        key: 'sl_offline',
        path: ['terminals', 'offline'],
        label: `${K}.tiles.offline`,
        ...countOf('starlink_terminals_offline'),
        icon: CloudOffIcon,
        color: '#c62828',
      },
      {
        key: 'sl_searching',
        path: ['terminals', 'searching'],
        label: `${K}.tiles.searching`,
        ...countOf('starlink_terminals_searching'),
        icon: SearchIcon,
        color: '#ed6c02',
      },
      {
        key: 'sl_available',
        path: ['terminals', 'available'],
        label: `${K}.tiles.available`,
        ...countOf('starlink_terminals_available'),
        icon: SatelliteAltIcon,
        color: '#1f6fb2',
      },
    ],
  },
  {
    title: `${K}.service_lines`,
    tiles: [
      {
        key: 'sl_active',
        path: ['service_lines', 'active'],
        label: `${K}.tiles.active`,
        ...countOf('starlink_service_lines_active'),
        icon: SettingsInputAntennaIcon,
        color: '#2e9d4f',
      },
      {
        key: 'sl_paused',
        path: ['service_lines', 'paused'],
        label: `${K}.tiles.paused`,
        ...countOf('starlink_service_lines_paused'),
        icon: PauseCircleIcon,
        color: '#ed6c02',
      },
      {
        key: 'sl_opted_out',
        path: ['service_lines', 'opted_out'],
        label: `${K}.tiles.opted_out`,
        ...countOf('starlink_service_lines_opted_out'),
        icon: ToggleOffIcon,
        color: '#7e57c2',
      },
      {
        key: 'sl_events',
        path: ['events', 'last_24h'],
        label: `${K}.tiles.events`,
        ...countOf('starlink_events_last_24h'),
        icon: NotificationsActiveIcon,
        color: '#d64545',
      },
    ],
  },
];

const UsageChart = ({ title, rows, dataKey }: { title: string; rows: { value: number }[]; dataKey: string }) => {
  const translate = useTranslate();
  const theme = useTheme();
  const format = useFormat();
  const byDate = dataKey === 'date';
  return (
    <Card variant="outlined" sx={{ flex: '1 1 420px' }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 600, letterSpacing: 1 }}>
          {translate(title)}
        </Typography>
        <Box sx={{ height: 260 }}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={rows}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey={dataKey} fontSize={11} tickFormatter={(v: string) => (byDate ? format.chartDay(v) : v)} />
              <YAxis fontSize={11} width={80} tickFormatter={format.gbTick} />
              <Tooltip formatter={(v) => [format.gb(v), translate('charts.usage.usage')]} labelFormatter={(v) => (byDate ? format.date(v) : String(v))} />
              <Bar dataKey="value" fill={theme.palette.primary.main} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </Box>
      </CardContent>
    </Card>
  );
};

export const StarlinkDashboard = () => {
  const translate = useTranslate();
  const dataProvider = useConsoleDataProvider();
  const { data, isPending, isError } = useQuery({
    queryKey: ['stats', 'dashboard', 'starlink'],
    queryFn: () => dataProvider.get<Stats>('admin/dashboard/starlink/stats'),
  });
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate(`${K}.title`)} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate(`${K}.title`)}
      </Typography>
      {isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('app.dashboard.home.error')}
        </Alert>
      )}
      {SECTIONS.map((section) => (
        <Box key={section.title} sx={{ mb: 3 }}>
          <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 600, letterSpacing: 1 }}>
            {translate(section.title)}
          </Typography>
          <Grid container spacing={2}>
            {section.tiles.map((tile) => (
              <Grid key={tile.key} size={{ xs: 12, sm: 6, md: 3 }}>
                <StatTile tile={tile} value={data?.[tile.path[0]]?.[tile.path[1]]} loading={isPending} />
              </Grid>
            ))}
          </Grid>
        </Box>
      ))}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <UsageChart title={`${K}.daily`} rows={data?.daily ?? []} dataKey="date" />
        <UsageChart title={`${K}.accounts`} rows={data?.accounts ?? []} dataKey="key" />
      </Box>
    </Box>
  );
};
