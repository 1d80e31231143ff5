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
import { useQuery } from '@tanstack/react-query';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { DataTable, Title, useTranslate } from 'react-admin';
import { NumberField } from '../common/format/fields.tsx';
import { useConsoleDataProvider } from '../providers/dataProvider.ts';
import { DashboardList } from './DashboardList.tsx';
import { StatTile, type StatTileSpec } from './StatTile.tsx';

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
              <XAxis dataKey={dataKey} />
              <YAxis allowDecimals={false} />
              <Tooltip />
              <Bar dataKey="value" name={translate(title)} fill="#1f6fb2" />
            </BarChart>
          </ResponsiveContainer>
        </Box>
      </CardContent>
    </Card>
  );
};

/** The delivery queue of spec 2 §2: tiles open the list filtered on the status and queue=delivery. */
const delivery = (status: string) => ({ status, queue: 'delivery' });

const DELIVERY_SECTIONS: Section[] = [
  {
    title: 'app.dashboard.delivery.services',
    tiles: [
      {
        key: 'services_provisioning',
        path: 'services.provisioning',
        label: 'app.dashboard.delivery.tiles.provisioning',
        resource: 'services',
        filter: delivery('PROVISIONING'),
        icon: BuildIcon,
        color: '#d9822b',
      },
      {
        key: 'services_provisioned',
        path: 'services.provisioned',
        label: 'app.dashboard.delivery.tiles.to_ship',
        resource: 'services',
        filter: delivery('PROVISIONED'),
        icon: LocalShippingIcon,
        color: '#1f6fb2',
      },
      {
        key: 'services_shipped',
        path: 'services.shipped',
        label: 'app.dashboard.delivery.tiles.to_deliver',
        resource: 'services',
        filter: delivery('SHIPPED'),
        icon: DoneAllIcon,
        color: '#2e9d4f',
      },
    ],
  },
  {
    title: 'app.dashboard.delivery.package_lines',
    tiles: [
      {
        key: 'package_lines_provisioning',
        path: 'package_lines.provisioning',
        label: 'app.dashboard.delivery.tiles.provisioning',
        resource: 'package_lines',
        filter: delivery('provisioning'),
        icon: BuildIcon,
        color: '#d9822b',
      },
      {
        key: 'package_lines_provisioned',
        path: 'package_lines.provisioned',
        label: 'app.dashboard.delivery.tiles.to_ship',
        resource: 'package_lines',
        filter: delivery('provisioned'),
        icon: LocalShippingIcon,
        color: '#1f6fb2',
      },
      {
        key: 'package_lines_shipped',
        path: 'package_lines.shipped',
        label: 'app.dashboard.delivery.tiles.to_deliver',
        resource: 'package_lines',
        filter: delivery('shipped'),
        icon: DoneAllIcon,
        color: '#2e9d4f',
      },
    ],
  },
];

export const DeliveryDashboard = () => <DashboardPage name="delivery" title="app.dashboard.delivery.title" sections={DELIVERY_SECTIONS} />;

const BUSINESS_SECTIONS: Section[] = [
  {
    title: 'app.dashboard.business.services',
    tiles: [
      {
        key: 'services_provisioning',
        path: 'services.provisioning',
        label: 'app.dashboard.business.tiles.services_provisioning',
        resource: 'services',
        filter: { status: 'PROVISIONING' },
        icon: BuildIcon,
        color: '#d9822b',
      },
      {
        key: 'services_to_invoice',
        path: 'services.to_invoice',
        label: 'app.dashboard.business.tiles.services_to_invoice',
        resource: 'services',
        filter: { to_invoice: true },
        icon: ReceiptLongIcon,
        color: '#1f6fb2',
      },
      {
        key: 'services_not_invoiced',
        path: 'services.not_invoiced',
        label: 'app.dashboard.business.tiles.services_not_invoiced',
        resource: 'services',
        filter: { not_invoiced: true },
        icon: ReceiptLongIcon,
        color: '#c2185b',
      },
      {
        key: 'services_idle',
        path: 'services.idle',
        label: 'app.dashboard.business.tiles.services_idle',
        resource: 'services',
        filter: { status: 'IDLE' },
        icon: BedtimeIcon,
        color: '#607d8b',
      },
    ],
  },
  {
    title: 'app.dashboard.business.packages',
    tiles: [
      {
        key: 'packages_draft',
        path: 'packages.draft',
        label: 'app.dashboard.business.tiles.packages_draft',
        resource: 'packages',
        filter: { status: 'draft' },
        icon: AssignmentIcon,
        color: '#9aa3ad',
      },
      {
        key: 'packages_provisioning',
        path: 'packages.provisioning',
        label: 'app.dashboard.business.tiles.packages_provisioning',
        resource: 'packages',
        filter: { status: 'provisioning' },
        icon: BuildIcon,
        color: '#d9822b',
      },
      {
        key: 'packages_not_invoiced',
        path: 'packages.not_invoiced',
        label: 'app.dashboard.business.tiles.packages_not_invoiced',
        resource: 'packages',
        filter: { not_invoiced: true },
        icon: ReceiptLongIcon,
        color: '#c2185b',
      },
      {
        key: 'package_lines_to_invoice',
        path: 'package_lines.to_invoice',
        label: 'app.dashboard.business.tiles.hardware_to_invoice',
        resource: 'package_lines',
        filter: { not_invoiced: true },
        icon: RouterIcon,
        color: '#1f6fb2',
      },
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
const STOCK_ALERT_FILTER = { stock_alert: true, managed: 'all', virtual: 'all', accessory: 'all' };

const STOCK_SECTIONS: Section[] = [
  {
    title: 'app.dashboard.stocks.stock',
    tiles: [
      {
        key: 'devices_in_stock',
        path: 'devices.in_stock',
        label: 'app.dashboard.stocks.tiles.devices',
        resource: 'devices',
        filter: { in_stock: true },
        icon: RouterIcon,
        color: '#1f6fb2',
      },
      {
        key: 'product_items_in_stock',
        path: 'product_items.in_stock',
        label: 'app.dashboard.stocks.tiles.product_items',
        resource: 'product_items',
        filter: { in_stock: true },
        icon: InventoryIcon,
        color: '#2e9d4f',
      },
      {
        key: 'starlinks_in_stock',
        path: 'starlinks.in_stock',
        label: 'app.dashboard.stocks.tiles.starlinks',
        resource: 'product_items',
        filter: { in_stock: true, brand: 'starlink', family: 'satellite' },
        icon: SatelliteIcon,
        color: '#7e57c2',
      },
      {
        key: 'stock_alerts',
        path: 'device_products.stock_alert',
        label: 'app.dashboard.stocks.tiles.stock_alerts',
        resource: 'device_products',
        filter: STOCK_ALERT_FILTER,
        icon: WarningIcon,
        color: '#d64545',
      },
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
