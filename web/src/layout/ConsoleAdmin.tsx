// react-admin's <Admin> with the console's own pages passed in, and without react-admin's default
// sign-in page and layout, which <Admin> (through AdminUI's defaults) put in the first script even when
// replaced (issue 14, first load under 300 kB). Same props as <Admin>; the pages themselves load lazily.
import { CssBaseline } from '@mui/material';
import {
  AccessDenied,
  AdminContext,
  AuthCallback,
  AuthenticationError,
  CoreAdminUI,
  Error as ErrorPage,
  LoadingPage,
  Notification,
  type AdminProps,
} from 'react-admin';

export const ConsoleAdmin = ({
  authProvider,
  dataProvider,
  i18nProvider,
  store,
  theme,
  lightTheme,
  darkTheme,
  defaultTheme,
  children,
  ...ui
}: AdminProps & Required<Pick<AdminProps, 'layout' | 'loginPage' | 'catchAll'>>) => (
  <AdminContext
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    store={store}
    theme={theme}
    lightTheme={lightTheme}
    darkTheme={darkTheme}
    defaultTheme={defaultTheme}
  >
    <CssBaseline enableColorScheme>
      <CoreAdminUI
        accessDenied={AccessDenied}
        authCallbackPage={AuthCallback}
        authenticationError={AuthenticationError}
        error={ErrorPage}
        loading={LoadingPage}
        {...ui}
      >
        {children}
      </CoreAdminUI>
      <Notification />
    </CssBaseline>
  </AdminContext>
);
