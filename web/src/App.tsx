import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { Home } from './dashboards/Home.tsx';
import { i18nProvider } from './i18n/i18nProvider.ts';
import { ForgotPasswordPage } from './layout/ForgotPasswordPage.tsx';
import { Layout } from './layout/Layout.tsx';
import { LoginPage } from './layout/LoginPage.tsx';
import { MfaCodePage } from './layout/MfaCodePage.tsx';
import { ResetPasswordPage } from './layout/ResetPasswordPage.tsx';
import { darkTheme, lightTheme } from './layout/themes.ts';
import { authProvider } from './providers/authProvider.ts';
import { dataProvider } from './providers/dataProvider.ts';
import { consoleStore } from './providers/store.ts';
import { resources } from './resources/index.ts';

const store = consoleStore();

export const App = () => (
  <Admin
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
    title="app.title"
  >
    {resources.map((resource) => (
      <Resource key={resource.name} {...resource} />
    ))}
    <CustomRoutes noLayout>
      <Route path="/login/mfa/code" element={<MfaCodePage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/reset_password/:token" element={<ResetPasswordPage />} />
    </CustomRoutes>
  </Admin>
);
