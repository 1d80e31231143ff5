import { CustomRoutes, Resource } from 'react-admin';
import { ConsoleAdmin } from './layout/ConsoleAdmin.tsx';
import { BrowserRouter, Route } from 'react-router-dom';
import { i18nProvider } from './i18n/i18nProvider.ts';
import { ForgotPasswordPage, Home, Layout, LoginPage, MfaCodePage, ResetPasswordPage } from './layout/lazyShell.tsx';
import { NotFoundPage } from './layout/NotFoundPage.tsx';
import { darkTheme, lightTheme } from './layout/themes.ts';
import { authProvider } from './providers/authProvider.ts';
import { dataProvider } from './providers/dataProvider.ts';
import { consoleStore } from './providers/store.ts';
import { resources } from './resources/index.ts';
import {
  AccountPage,
  BusinessDashboard,
  DeliveryDashboard,
  DeviceBackToStockPage,
  DeviceBulkCreate,
  DeviceBulkMove,
  DeviceDeployPage,
  DevicePortsPage,
  DevicesMap,
  LinesDashboard,
  SiteBuildPage,
  ProvisionPage,
  StarlinkDashboard,
  StocksDashboard,
  UsageDashboard,
  AccountingDashboard,
  UsageReportPage,
  InvoiceExportPage,
  StarlinkUsageReportPage,
  MapPage,
  ServiceSummaryPage,
} from './lazyPages.ts';

const store = consoleStore();

// Real paths (/customers, /reset_password/{token}), not react-admin's default hash router: the
// server links to them in e-mails and serves the console for every non-API path.
export const App = () => (
  // Without transitions: react-router 7 applies navigations in startTransition, and react-admin's
  // logout-on-mount re-checks the session before that transition lands, looping on /login.
  <BrowserRouter useTransitions={false}>
    <ConsoleAdmin
      // The machine is offline and the console is internal: no call home.
      disableTelemetry
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      layout={Layout}
      theme={lightTheme}
      darkTheme={darkTheme}
      defaultTheme="light"
      loginPage={LoginPage}
      dashboard={Home}
      catchAll={NotFoundPage}
      title="app.title"
      // Nothing of the layout renders (and calls the API) before the session is known; the
      // sign-in and password pages (custom routes without layout) stay reachable.
      requireAuth
    >
      {resources.map((resource) => (
        <Resource key={resource.name} {...resource} />
      ))}
      <CustomRoutes>
        <Route path="/account" element={<AccountPage />} />
        <Route path="/dashboards/business" element={<BusinessDashboard />} />
        <Route path="/dashboards/delivery" element={<DeliveryDashboard />} />
        <Route path="/dashboards/stocks" element={<StocksDashboard />} />
        <Route path="/dashboards/usages" element={<UsageDashboard />} />
        <Route path="/dashboards/accounting" element={<AccountingDashboard />} />
        <Route path="/dashboards/lines" element={<LinesDashboard />} />
        <Route path="/sites/:id/build" element={<SiteBuildPage />} />
        <Route path="/usages/reports" element={<UsageReportPage />} />
        <Route path="/invoices/export" element={<InvoiceExportPage />} />
        <Route path="/starlink_usages/reports" element={<StarlinkUsageReportPage />} />
        <Route path="/devices/bulk-create" element={<DeviceBulkCreate />} />
        <Route path="/devices/bulk-move" element={<DeviceBulkMove />} />
        <Route path="/devices/map" element={<DevicesMap />} />
        <Route path="/map" element={<MapPage />} />
        <Route path="/devices/:id/ports" element={<DevicePortsPage />} />
        <Route path="/devices/:id/deploy" element={<DeviceDeployPage />} />
        <Route path="/devices/:id/back-to-stock" element={<DeviceBackToStockPage />} />
        <Route path="/starlink/provision" element={<ProvisionPage />} />
        <Route path="/starlink/service_summary" element={<ServiceSummaryPage />} />
        <Route path="/dashboards/starlink" element={<StarlinkDashboard />} />
      </CustomRoutes>
      <CustomRoutes noLayout>
        <Route path="/login/mfa/code" element={<MfaCodePage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset_password/:token" element={<ResetPasswordPage />} />
      </CustomRoutes>
    </ConsoleAdmin>
  </BrowserRouter>
);
