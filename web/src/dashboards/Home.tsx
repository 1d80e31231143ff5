// Home dashboard (spec 1 §2.1): counter tiles fed by GET /stats/home; each tile opens its list.
// Above them, what the signed-in person works on (issue 14): their role's sections from GET
// /stats/work (stock, network, delivery, sales, accounting). Someone with a role sees only those;
// admins and people without a role see every section and the overview tiles.
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
import { type CountName, HOME_TILES, type HomeTileKey, type WorkDashboard, type WorkSection } from '@console/contract';
import InventoryIcon from '@mui/icons-material/Inventory2';
import RouterIcon from '@mui/icons-material/Router';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import HandshakeIcon from '@mui/icons-material/Handshake';
import EuroIcon from '@mui/icons-material/Euro';
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
  /** Its label is app.dashboard.home.tiles.<key>. */
  key: string;
  /** The named count it shows (contract COUNTS), as data-count: a home tile's key, a work tile's count_name. */
  count_name: CountName;
  resource: string;
  /** The filter the counter counts (contract COUNTS): the list it opens shows the same total. */
  filter: Readonly<Record<string, unknown>>;
  icon: ComponentType;
  color: string;
}

const tileOf = (key: HomeTileKey, icon: ComponentType, color: string): TileSpec => {
  const { resource, filter } = HOME_TILES.find((tile) => tile.key === key)!;
  return { key, count_name: key, resource, filter, icon, color };
};

const SECTIONS: { title: string; tiles: TileSpec[] }[] = [
  {
    title: 'app.dashboard.home.crm',
    tiles: [
      tileOf('customers', StoreIcon, '#1f6fb2'),
      tileOf('active_customers', StorefrontIcon, '#2e9d4f'),
      tileOf('sites', LocationOnIcon, '#d9822b'),
      tileOf('contacts', AlternateEmailIcon, '#7e57c2'),
    ],
  },
  {
    title: 'app.dashboard.home.people',
    tiles: [tileOf('users', PeopleIcon, '#00838f'), tileOf('staff_users', SupervisorAccountIcon, '#3949ab'), tileOf('portal_users', BadgeIcon, '#6d4c41')],
  },
  {
    title: 'app.dashboard.home.billing',
    tiles: [tileOf('companies', BusinessIcon, '#455a64'), tileOf('addresses', ReceiptIcon, '#c2185b')],
  },
];

/** How each work section looks. */
const SECTION_LOOK: Record<WorkSection, { icon: ComponentType; color: string }> = {
  stock: { icon: InventoryIcon, color: '#d9822b' },
  network: { icon: RouterIcon, color: '#c62828' },
  delivery: { icon: LocalShippingIcon, color: '#00838f' },
  sales: { icon: HandshakeIcon, color: '#1f6fb2' },
  accounting: { icon: EuroIcon, color: '#2e7d32' },
};

const listLink = (tile: Pick<TileSpec, 'resource' | 'filter'>) => `/${tile.resource}?filter=${encodeURIComponent(JSON.stringify(tile.filter))}`;

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
    <Card variant="outlined" sx={{ height: '100%', borderLeft: `4px solid ${tile.color}` }} data-tile={tile.key} data-count={tile.count_name}>
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
  const work = useQuery({
    queryKey: ['stats', 'work'],
    queryFn: () => dataProvider.get<WorkDashboard>('stats/work'),
  });
  // The overview tiles are for admins and people without a role; they wait for the role to be known.
  const overview = work.isSuccess && work.data.role === null;
  const { data, isPending, isError } = useQuery({
    queryKey: ['stats', 'home'],
    queryFn: () => dataProvider.get<HomeStats>('stats/home'),
    enabled: overview,
  });
  const sectionTitle = (title: string) => (
    <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 600, letterSpacing: 1 }}>
      {translate(title)}
    </Typography>
  );

  return (
    <Box sx={{ py: 2 }}>
      <Title title="app.dashboard.home.title" />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        {identity?.fullName ? translate('app.dashboard.home.welcome', { name: identity.fullName }) : translate('app.dashboard.home.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {translate(work.data?.role ? 'app.dashboard.home.work_subtitle' : 'app.dashboard.home.subtitle')}
      </Typography>
      {(isError || work.isError) && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('app.dashboard.home.error')}
        </Alert>
      )}
      {work.data?.sections.map((section) => (
        <Box key={section.key} sx={{ mb: 3 }} data-section={section.key}>
          {sectionTitle(`app.dashboard.home.work.${section.key}`)}
          <Grid container spacing={2}>
            {section.tiles.map((tile) => (
              <Grid key={tile.key} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
                <Tile tile={{ ...tile, ...SECTION_LOOK[section.key] }} value={tile.count} loading={false} linked={!!definitions[tile.resource]?.hasList} />
              </Grid>
            ))}
          </Grid>
        </Box>
      ))}
      {overview &&
        SECTIONS.map((section) => (
          <Box key={section.title} sx={{ mb: 3 }}>
            {sectionTitle(section.title)}
            <Grid container spacing={2}>
              {section.tiles.map((tile) => (
                <Grid key={tile.key} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
                  <Tile
                    tile={tile}
                    value={data?.[tile.key as keyof HomeStats]}
                    loading={isPending && !isError}
                    linked={!!definitions[tile.resource]?.hasList}
                  />
                </Grid>
              ))}
            </Grid>
          </Box>
        ))}
    </Box>
  );
};
