// The console's own pages (dashboards, device workflows, account) load on first use, like the
// resources' screens (issue 14): the sign-in page and the home page carry none of them.
import { lazy } from 'react';

export const AccountPage = lazy(() => import('./account/AccountPage.tsx').then((m) => ({ default: m.AccountPage })));
export const BusinessDashboard = lazy(() => import('./dashboards/CommercialDashboards.tsx').then((m) => ({ default: m.BusinessDashboard })));
export const DeliveryDashboard = lazy(() => import('./dashboards/CommercialDashboards.tsx').then((m) => ({ default: m.DeliveryDashboard })));
export const StocksDashboard = lazy(() => import('./dashboards/CommercialDashboards.tsx').then((m) => ({ default: m.StocksDashboard })));
export const DeviceBulkCreate = lazy(() => import('./resources/devices/DeviceBulkCreate.tsx').then((m) => ({ default: m.DeviceBulkCreate })));
export const DeviceBulkMove = lazy(() => import('./resources/devices/DeviceBulkMove.tsx').then((m) => ({ default: m.DeviceBulkMove })));
export const DevicePortsPage = lazy(() => import('./resources/devices/DevicePortsPage.tsx').then((m) => ({ default: m.DevicePortsPage })));
export const DeviceDeployPage = lazy(() => import('./resources/devices/DeviceDeployPage.tsx').then((m) => ({ default: m.DeviceDeployPage })));
export const DeviceBackToStockPage = lazy(() => import('./resources/devices/DeviceBackToStockPage.tsx').then((m) => ({ default: m.DeviceBackToStockPage })));
export const DevicesMap = lazy(() => import('./resources/devices/map/DevicesMap.tsx').then((m) => ({ default: m.DevicesMap })));
export const StarlinkDashboard = lazy(() => import('./dashboards/StarlinkDashboard.tsx').then((m) => ({ default: m.StarlinkDashboard })));
export const ProvisionPage = lazy(() => import('./resources/starlink_service_lines/ProvisionPage.tsx').then((m) => ({ default: m.ProvisionPage })));
export const SiteBuildPage = lazy(() => import('./resources/sites/SiteBuildPage.tsx').then((m) => ({ default: m.SiteBuildPage })));
export const LinesDashboard = lazy(() => import('./dashboards/LinesDashboard.tsx').then((m) => ({ default: m.LinesDashboard })));
export const UsageDashboard = lazy(() => import('./dashboards/UsageDashboard.tsx').then((m) => ({ default: m.UsageDashboard })));
export const UsageReportPage = lazy(() => import('./resources/usages/UsageReportPage.tsx').then((m) => ({ default: m.UsageReportPage })));
export const InvoiceExportPage = lazy(() => import('./resources/invoices/InvoiceExportPage.tsx').then((m) => ({ default: m.InvoiceExportPage })));
export const StarlinkUsageReportPage = lazy(() => import('./resources/usages/UsageReportPage.tsx').then((m) => ({ default: m.StarlinkUsageReportPage })));
export const MapPage = lazy(() => import('./map/MapPage.tsx').then((m) => ({ default: m.MapPage })));
export const ServiceSummaryPage = lazy(() =>
  import('./resources/starlink_service_lines/ServiceSummaryPage.tsx').then((m) => ({ default: m.ServiceSummaryPage })),
);
export const AccountingDashboard = lazy(() => import('./dashboards/AccountingDashboard.tsx').then((m) => ({ default: m.AccountingDashboard })));
