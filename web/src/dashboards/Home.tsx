// Home dashboard (spec 1 §2.1): counter tiles fed by GET /stats/home; each tile opens its list.
import { createElement, type ComponentType } from 'react';
import { Alert, Box, Card, CardActionArea, Grid, Skeleton, Typography } from '@mui/material';
import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';
import BadgeIcon from '@mui/icons-material/Badge';
import BusinessIcon from '@mui/icons-material/Business';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptIcon from '@mui/icons-material/Receipt';
import StoreIcon from '@mui/icons-material/Store';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Title, useGetIdentity, useResourceDefinitions, useTranslate } from 'react-admin';
import { useFormat } from '../common/format/useFormat.ts';
import { useConsoleDataProvider } from '../providers/dataProvider.ts';

export interface HomeStats {
  customers: number;
  active_customers: number;
  sites: number;
  contacts: number;
  users: number;
  staff_users: number;
  portal_users: number;
  companies: number;
  addresses: number;
}

interface TileSpec {
  key: keyof HomeStats;
  resource: string;
  filter?: Record<string, unknown>;
  icon: ComponentType;
  color: string;
}

const SECTIONS: { title: string; tiles: TileSpec[] }[] = [
  {
    title: 'app.dashboard.home.crm',
    tiles: [
      { key: 'customers', resource: 'customers', icon: StoreIcon, color: '#1f6fb2' },
      { key: 'active_customers', resource: 'customers', filter: { active: true }, icon: StorefrontIcon, color: '#2e9d4f' },
      { key: 'sites', resource: 'sites', icon: LocationOnIcon, color: '#d9822b' },
      { key: 'contacts', resource: 'contacts', icon: AlternateEmailIcon, color: '#7e57c2' },
    ],
  },
  {
    title: 'app.dashboard.home.people',
    tiles: [
      { key: 'users', resource: 'users', icon: PeopleIcon, color: '#00838f' },
      { key: 'staff_users', resource: 'users', filter: { is_staff: true }, icon: SupervisorAccountIcon, color: '#3949ab' },
      { key: 'portal_users', resource: 'users', filter: { is_staff: false }, icon: BadgeIcon, color: '#6d4c41' },
    ],
  },
  {
    title: 'app.dashboard.home.billing',
    tiles: [
      { key: 'companies', resource: 'companies', icon: BusinessIcon, color: '#455a64' },
      { key: 'addresses', resource: 'addresses', icon: ReceiptIcon, color: '#c2185b' },
    ],
  },
];

const listLink = (tile: TileSpec) =>
  tile.filter ? `/${tile.resource}?filter=${encodeURIComponent(JSON.stringify(tile.filter))}` : `/${tile.resource}`;

const Tile = ({ tile, value, loading, linked }: { tile: TileSpec; value?: number; loading: boolean; linked: boolean }) => {
  const translate = useTranslate();
  const format = useFormat();
  const content = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2.5 }}>
      <Box
        sx={{
          width: 48,
          height: 48,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          color: tile.color,
          bgcolor: `${tile.color}1f`,
          flexShrink: 0,
        }}
      >
        {createElement(tile.icon)}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary" noWrap>
          {translate(`app.dashboard.home.tiles.${tile.key}`)}
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
          {loading ? <Skeleton width={64} /> : format.count(value ?? 0)}
        </Typography>
      </Box>
    </Box>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%', borderLeft: `4px solid ${tile.color}` }} data-tile={tile.key}>
      {linked ? (
        <CardActionArea component={Link} to={listLink(tile)} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
};

export const Home = () => {
  const translate = useTranslate();
  const dataProvider = useConsoleDataProvider();
  const definitions = useResourceDefinitions();
  const { identity } = useGetIdentity();
  const { data, isPending, isError } = useQuery({
    queryKey: ['stats', 'home'],
    queryFn: () => dataProvider.get<HomeStats>('stats/home'),
  });

  return (
    <Box sx={{ py: 2 }}>
      <Title title="app.dashboard.home.title" />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        {identity?.fullName ? translate('app.dashboard.home.welcome', { name: identity.fullName }) : translate('app.dashboard.home.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {translate('app.dashboard.home.subtitle')}
      </Typography>
      {isError && (
        <Alert severity="warning" sx={{ mb: 2 }}>
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
              <Grid key={tile.key} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
                <Tile tile={tile} value={data?.[tile.key]} loading={isPending && !isError} linked={!!definitions[tile.resource]?.hasList} />
              </Grid>
            ))}
          </Grid>
        </Box>
      ))}
    </Box>
  );
};
