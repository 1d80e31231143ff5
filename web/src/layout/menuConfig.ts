// The menu of spec 1 §2.1 as data. An entry shows only when its resource is registered with a list
// (or, for a page that is not a resource, when `ready` is set): a new area adds or flips one line.
import type { ComponentType } from 'react';
import SummarizeIcon from '@mui/icons-material/Summarize';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AddLocationIcon from '@mui/icons-material/AddLocationAlt';
import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';
import BarChartIcon from '@mui/icons-material/BarChart';
import BusinessIcon from '@mui/icons-material/Business';
import CategoryIcon from '@mui/icons-material/Category';
import CellTowerIcon from '@mui/icons-material/CellTower';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DevicesIcon from '@mui/icons-material/Devices';
import DnsIcon from '@mui/icons-material/Dns';
import EuroIcon from '@mui/icons-material/Euro';
import EventNoteIcon from '@mui/icons-material/EventNote';
import FolderIcon from '@mui/icons-material/Folder';
import HistoryIcon from '@mui/icons-material/History';
import HubIcon from '@mui/icons-material/Hub';
import InventoryIcon from '@mui/icons-material/Inventory2';
import LanIcon from '@mui/icons-material/Lan';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import MapIcon from '@mui/icons-material/Map';
import OutboxIcon from '@mui/icons-material/Outbox';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptIcon from '@mui/icons-material/Receipt';
import RouterIcon from '@mui/icons-material/Router';
import SatelliteIcon from '@mui/icons-material/SatelliteAlt';
import SettingsEthernetIcon from '@mui/icons-material/SettingsEthernet';
import SimCardIcon from '@mui/icons-material/SimCard';
import SpeedIcon from '@mui/icons-material/Speed';
import StorageIcon from '@mui/icons-material/Storage';
import StoreIcon from '@mui/icons-material/Store';
import TimelineIcon from '@mui/icons-material/Timeline';
import ViewListIcon from '@mui/icons-material/ViewList';
import WorkIcon from '@mui/icons-material/Work';
import { ADMIN_PERMISSION } from '@console/contract';

export interface MenuEntry {
  /** A registered resource: links to its list and takes its name and icon. */
  resource?: string;
  /** A pre-filtered list of the resource (e.g. SIM cards of type esim). */
  filter?: Record<string, unknown>;
  /** A page that is not a resource list. */
  to?: string;
  /** i18n key; resources default to their plural name. */
  label?: string;
  icon?: ComponentType;
  /** Pages (`to`) show only once they exist. */
  ready?: boolean;
  /** Permission required (from the stored permission list). */
  permission?: string;
}

export interface MenuGroup {
  key: string;
  label: string;
  icon: ComponentType;
  permission?: string;
  entries: MenuEntry[];
}

export const MENU_GROUPS: MenuGroup[] = [
  {
    key: 'dashboards',
    label: 'app.menu.groups.dashboards',
    icon: DashboardIcon,
    entries: [
      { to: '/dashboards/lines', label: 'app.menu.items.dashboard_lines', icon: BarChartIcon, ready: true },
      { to: '/dashboards/accounting', label: 'app.menu.items.dashboard_accounting', icon: BarChartIcon, ready: true },
      { to: '/dashboards/usages', label: 'app.menu.items.dashboard_usages', icon: BarChartIcon, ready: true },
      { to: '/dashboards/business', label: 'app.menu.items.dashboard_business', icon: BarChartIcon, ready: true },
      { to: '/dashboards/starlink', label: 'app.menu.items.dashboard_starlink', icon: BarChartIcon, ready: true, permission: 'can_view_starlinks' },
      { to: '/dashboards/stocks', label: 'app.menu.items.dashboard_stocks', icon: BarChartIcon, ready: true },
      { to: '/dashboards/delivery', label: 'app.menu.items.dashboard_delivery', icon: BarChartIcon, ready: true },
    ],
  },
  {
    key: 'crm',
    label: 'app.menu.groups.crm',
    icon: BusinessIcon,
    entries: [
      { resource: 'customers' },
      { resource: 'contacts' },
      { resource: 'sites' },
      { resource: 'addresses' },
      { resource: 'companies' },
      { resource: 'invoices' },
      { resource: 'billing_runs' },
    ],
  },
  {
    key: 'inventory',
    label: 'app.menu.groups.inventory',
    icon: InventoryIcon,
    entries: [
      { resource: 'devices' },
      { to: '/devices/map', label: 'resources.devices.menu.map', icon: MapIcon, ready: true },
      { resource: 'product_items' },
      { resource: 'simcards', filter: { type: 'sim' }, label: 'resources.simcards.menu.sim' },
      { resource: 'simcards', filter: { type: 'esim' }, label: 'resources.simcards.menu.esim' },
      { resource: 'simpools' },
      { resource: 'lines' },
      { resource: 'tasks' },
      { resource: 'ips' },
    ],
  },
  {
    key: 'metadata',
    label: 'app.menu.groups.metadata',
    icon: CategoryIcon,
    entries: [{ resource: 'providers' }, { resource: 'line_providers' }, { resource: 'device_products' }],
  },
  {
    key: 'pricing',
    label: 'app.menu.groups.pricing',
    icon: EuroIcon,
    permission: 'can_manage_pricing',
    entries: [{ resource: 'data_pricings' }],
  },
  {
    key: 'business',
    label: 'app.menu.groups.business',
    icon: WorkIcon,
    entries: [{ resource: 'packages' }, { resource: 'services' }, { resource: 'package_lines' }, { resource: 'service_products' }, { resource: 'data_pools' }],
  },
  {
    key: 'controller',
    label: 'app.menu.groups.controller',
    icon: HubIcon,
    entries: [{ resource: 'servers' }],
  },
  {
    key: 'satellite',
    label: 'app.menu.groups.satellite',
    icon: SatelliteIcon,
    permission: 'can_view_starlinks',
    entries: [
      { to: '/starlink/provision', label: 'app.menu.items.starlink_provision', icon: AddLocationIcon, ready: true },
      { resource: 'starlink_terminals' },
      { resource: 'starlink_service_lines' },
      { to: '/starlink/service_summary', label: 'resources.starlink_service_lines.summary.title', icon: SummarizeIcon, ready: true },
      { resource: 'starlink_accounts' },
      { resource: 'starlink_addresses' },
      { resource: 'starlink_events' },
      { resource: 'starlink_usages' },
    ],
  },
  {
    key: 'tools',
    label: 'app.menu.groups.tools',
    icon: SpeedIcon,
    entries: [{ resource: 'speedtests' }],
  },
  {
    key: 'usage_reports',
    label: 'app.menu.groups.usage_reports',
    icon: TimelineIcon,
    entries: [
      { to: '/usages/reports', label: 'app.menu.items.usage_reports', icon: TimelineIcon, ready: true },
      { to: '/starlink_usages/reports', label: 'app.menu.items.starlink_usage_reports', icon: TimelineIcon, ready: true, permission: 'can_view_starlinks' },
    ],
  },
];

/** Entries outside the groups, under the groups. */
export const MENU_TAIL: MenuEntry[] = [
  { resource: 'users' },
  { resource: 'records' },
  { resource: 'logs' },
  { resource: 'usages' },
  { resource: 'location_updates' },
  { to: '/map', label: 'app.menu.items.map', icon: MapIcon, ready: true },
  { resource: 'outbox', permission: ADMIN_PERMISSION },
  { resource: 'access_events', permission: ADMIN_PERMISSION },
  { to: '/account', label: 'app.action.account', icon: AccountCircleIcon, ready: true },
];

/** Icons of resources registered without an icon of their own (screens register theirs in index.ts). */
export const FALLBACK_ICONS: Record<string, ComponentType> = {
  customers: StoreIcon,
  contacts: AlternateEmailIcon,
  sites: LocationOnIcon,
  addresses: ReceiptIcon,
  companies: BusinessIcon,
  invoices: ReceiptIcon,
  devices: RouterIcon,
  product_items: InventoryIcon,
  simcards: SimCardIcon,
  simpools: FolderIcon,
  lines: SettingsEthernetIcon,
  ips: LanIcon,
  providers: CellTowerIcon,
  line_providers: CellTowerIcon,
  device_products: DevicesIcon,
  servers: DnsIcon,
  users: PeopleIcon,
  records: HistoryIcon,
  logs: EventNoteIcon,
  usages: StorageIcon,
  outbox: OutboxIcon,
};

export const DEFAULT_ICON = ViewListIcon;
