// The commercial dashboards (spec 2 §2 Dashboards, §7): business, delivery and stocks. Every counter
// comes from the dashboard's one /admin/dashboard/{name}/stats call; each tile opens the list it counts.
import type { ReactNode } from 'react';
import { Alert, Box, Card, CardContent, Grid, Typography } from '@mui/material';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BuildIcon from '@mui/icons-material/Build';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import InventoryIcon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RouterIcon from '@mui/icons-material/Router';
import SatelliteIcon from '@mui/icons-material/SatelliteAlt';
import BedtimeIcon from '@mui/icons-material/Bedtime';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { COUNTS, type CountName } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { DataTable, Title, useTranslate } from 'react-admin';
import { NumberField } from '../common/format/fields.tsx';
import { useFormat } from '../common/format/useFormat.ts';
import { useConsoleDataProvider } from '../providers/dataProvider.ts';
import { DashboardList } from './DashboardList.tsx';
import { countOf, StatTile, type StatTileSpec } from './StatTile.tsx';

type Counts = Record<string, Record<string, unknown>>;

/** The tile's value: `path` is "group.key" in the stats answer. */
const valueAt = (data: Counts | undefined, path: string): number | undefined => {
  const [group, key] = path.split('.');
  const value = data?.[group]?.[key];
  return typeof value === 'number' ? value : value == null ? undefined : Number(value);
};

export interface Section {
  title: string;
  tiles: (StatTileSpec & { path: string })[];
}

/**
 * A tile showing the named count `count` (contract COUNTS): it opens the list that count is the total
 * of, with its filter; `path` is where the dashboard's stats answer carries it.
 */
export const countTile = (
  key: string,
  count: CountName,
  path: string,
  label: string,
  icon: StatTileSpec['icon'],
  color: string,
): StatTileSpec & { path: string } => ({
  key,
  ...countOf(count),
  path,
  label,
  icon,
  color,
});

function useStats(name: string) {
  const dataProvider = useConsoleDataProvider();
  return useQuery({ queryKey: ['stats', 'dashboard', name], queryFn: () => dataProvider.get<Counts>(`admin/dashboard/${name}/stats`) });
}

export const DashboardPage = ({
  name,
  title,
  sections,
  children,
}: {
  name: string;
  title: string;
  sections: Section[];
  children?: (data: Counts | undefined) => ReactNode;
}) => {
  const translate = useTranslate();
  const { data, isPending, isError } = useStats(name);
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate(title)} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate(title)}
      </Typography>
      {isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('app.dashboard.home.error')}
        </Alert>
      )}
      {sections.map((section) => (
        <Box key={section.title} sx={{ mb: 3 }}>
          <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 600, letterSpacing: 1 }}>
            {translate(section.title)}
          </Typography>
          <Grid container spacing={2}>
            {section.tiles.map((tile) => (
              <Grid key={tile.key} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
                <StatTile tile={tile} value={valueAt(data, tile.path)} loading={isPending} />
              </Grid>
            ))}
          </Grid>
        </Box>
      ))}
      {children?.(data)}
    </Box>
  );
};

const ChartCard = ({ title, rows, dataKey }: { title: string; rows: { [key: string]: unknown; value: number }[]; dataKey: string }) => {
  const translate = useTranslate();
  const format = useFormat();
  const byDate = dataKey === 'date';
  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 600, letterSpacing: 1 }}>
          {translate(title)}
        </Typography>
        <Box sx={{ height: 280 }}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={rows}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey={dataKey} tickFormatter={(v: string) => (byDate ? format.chartMonth(v) : v)} />
              <YAxis allowDecimals={false} tickFormatter={(v) => format.count(v)} />
              <Tooltip formatter={(v) => format.count(v)} labelFormatter={(v) => (byDate ? format.month(String(v)) : String(v))} />
              <Bar dataKey="value" name={translate(title)} fill="#1f6fb2" />
            </BarChart>
          </ResponsiveContainer>
        </Box>
      </CardContent>
    </Card>
  );
};

const DELIVERY_SECTIONS: Section[] = [
  {
    title: 'app.dashboard.delivery.services',
    tiles: [
      countTile(
        'services_provisioning',
        'delivery_services_provisioning',
        'services.provisioning',
        'app.dashboard.delivery.tiles.provisioning',
        BuildIcon,
        '#d9822b',
      ),
      countTile(
        'services_provisioned',
        'delivery_services_provisioned',
        'services.provisioned',
        'app.dashboard.delivery.tiles.to_ship',
        LocalShippingIcon,
        '#1f6fb2',
      ),
      countTile('services_shipped', 'delivery_services_shipped', 'services.shipped', 'app.dashboard.delivery.tiles.to_deliver', DoneAllIcon, '#2e9d4f'),
    ],
  },
  {
    title: 'app.dashboard.delivery.package_lines',
    tiles: [
      countTile(
        'package_lines_provisioning',
        'delivery_package_lines_provisioning',
        'package_lines.provisioning',
        'app.dashboard.delivery.tiles.provisioning',
        BuildIcon,
        '#d9822b',
      ),
      countTile(
        'package_lines_provisioned',
        'delivery_package_lines_provisioned',
        'package_lines.provisioned',
        'app.dashboard.delivery.tiles.to_ship',
        LocalShippingIcon,
        '#1f6fb2',
      ),
      countTile(
        'package_lines_shipped',
        'delivery_package_lines_shipped',
        'package_lines.shipped',
        'app.dashboard.delivery.tiles.to_deliver',
        DoneAllIcon,
        '#2e9d4f',
      ),
    ],
  },
];

export const DeliveryDashboard = () => <DashboardPage name="delivery" title="app.dashboard.delivery.title" sections={DELIVERY_SECTIONS} />;

const BUSINESS_SECTIONS: Section[] = [
  {
    title: 'app.dashboard.business.services',
    tiles: [
      countTile(
        'services_provisioning',
        'services_provisioning',
        'services.provisioning',
        'app.dashboard.business.tiles.services_provisioning',
        BuildIcon,
        '#d9822b',
      ),
      countTile(
        'services_to_invoice',
        'services_to_invoice',
        'services.to_invoice',
        'app.dashboard.business.tiles.services_to_invoice',
        ReceiptLongIcon,
        '#1f6fb2',
      ),
      countTile(
        'services_not_invoiced',
        'services_not_invoiced',
        'services.not_invoiced',
        'app.dashboard.business.tiles.services_not_invoiced',
        ReceiptLongIcon,
        '#c2185b',
      ),
      countTile('services_idle', 'services_idle', 'services.idle', 'app.dashboard.business.tiles.services_idle', BedtimeIcon, '#607d8b'),
    ],
  },
  {
    title: 'app.dashboard.business.packages',
    tiles: [
      countTile('packages_draft', 'packages_draft', 'packages.draft', 'app.dashboard.business.tiles.packages_draft', AssignmentIcon, '#9aa3ad'),
      countTile(
        'packages_provisioning',
        'packages_provisioning',
        'packages.provisioning',
        'app.dashboard.business.tiles.packages_provisioning',
        BuildIcon,
        '#d9822b',
      ),
      countTile(
        'packages_not_invoiced',
        'packages_not_invoiced',
        'packages.not_invoiced',
        'app.dashboard.business.tiles.packages_not_invoiced',
        ReceiptLongIcon,
        '#c2185b',
      ),
      countTile(
        'package_lines_to_invoice',
        'package_lines_to_invoice',
        'package_lines.to_invoice',
        'app.dashboard.business.tiles.hardware_to_invoice',
        RouterIcon,
        '#1f6fb2',
      ),
    ],
  },
];

export const BusinessDashboard = () => (
  <DashboardPage name="business" title="app.dashboard.business.title" sections={BUSINESS_SECTIONS}>
    {(data) => (
      <ChartCard
        title="app.dashboard.business.started_services"
        rows={(data?.services?.monthly as { date: string; value: number }[] | undefined) ?? []}
        dataKey="date"
      />
    )}
  </DashboardPage>
);

/** Spec 2 §9: the stock alerts list shows 10 device products, newest first, without pagination. */
const STOCK_ALERTS_ROWS = 10;
const STOCK_ALERT_FILTER = COUNTS.stock_alerts.filter;

const STOCK_SECTIONS: Section[] = [
  {
    title: 'app.dashboard.stocks.stock',
    tiles: [
      countTile('devices_in_stock', 'devices_in_stock', 'devices.in_stock', 'app.dashboard.stocks.tiles.devices', RouterIcon, '#1f6fb2'),
      countTile(
        'product_items_in_stock',
        'product_items_in_stock',
        'product_items.in_stock',
        'app.dashboard.stocks.tiles.product_items',
        InventoryIcon,
        '#2e9d4f',
      ),
      countTile('starlinks_in_stock', 'starlinks_in_stock', 'starlinks.in_stock', 'app.dashboard.stocks.tiles.starlinks', SatelliteIcon, '#7e57c2'),
      countTile('stock_alerts', 'stock_alerts', 'device_products.stock_alert', 'app.dashboard.stocks.tiles.stock_alerts', WarningIcon, '#d64545'),
    ],
  },
];

const StockAlerts = () => (
  <DashboardList
    title="app.dashboard.stocks.stock_alerts"
    seeAll="app.dashboard.stocks.see_all"
    resource="device_products"
    filter={STOCK_ALERT_FILTER}
    sort={{ field: 'id', order: 'DESC' }}
    rows={STOCK_ALERTS_ROWS}
  >
    <DataTable.Col source="reference" disableSort />
    <DataTable.Col source="name" disableSort />
    <DataTable.Col align="right" field={NumberField} source="stock_min_level" disableSort />
    <DataTable.Col align="right" field={NumberField} source="devices_stock_count" disableSort />
    <DataTable.Col source="stock_status" disableSort />
  </DashboardList>
);

export const StocksDashboard = () => (
  <DashboardPage name="stock" title="app.dashboard.stocks.title" sections={STOCK_SECTIONS}>
    {(data) => (
      <>
        <StockAlerts />
        <ChartCard
          title="app.dashboard.stocks.devices_by_product"
          rows={(data?.devices?.by_product as { key: string; value: number }[] | undefined) ?? []}
          dataKey="key"
        />
      </>
    )}
  </DashboardPage>
);
