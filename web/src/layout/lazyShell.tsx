// The console's shell loads in pieces (issue 14, first load under 300 kB): the sign-in page does not
// download the layout, the menu and the home page, and the home page does not download the sign-in
// form. react-admin renders these outside any Suspense boundary, hence a static wrapper around each.
import { lazy, Suspense, type ReactNode } from 'react';
import { Loading } from 'react-admin';

const LazyLogin = lazy(() => import('./LoginPage.tsx').then((m) => ({ default: m.LoginPage })));
const LazyLayout = lazy(() => import('./Layout.tsx').then((m) => ({ default: m.Layout })));
const LazyHome = lazy(() => import('../dashboards/Home.tsx').then((m) => ({ default: m.Home })));
const LazyMfaCode = lazy(() => import('./MfaCodePage.tsx').then((m) => ({ default: m.MfaCodePage })));
const LazyForgotPassword = lazy(() => import('./ForgotPasswordPage.tsx').then((m) => ({ default: m.ForgotPasswordPage })));
const LazyResetPassword = lazy(() => import('./ResetPasswordPage.tsx').then((m) => ({ default: m.ResetPasswordPage })));

export const LoginPage = () => (
  <Suspense fallback={<Loading />}>
    <LazyLogin />
  </Suspense>
);

export const Layout = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Loading />}>
    <LazyLayout>{children}</LazyLayout>
  </Suspense>
);

export const Home = () => (
  <Suspense fallback={<Loading />}>
    <LazyHome />
  </Suspense>
);

export const MfaCodePage = () => (
  <Suspense fallback={<Loading />}>
    <LazyMfaCode />
  </Suspense>
);

export const ForgotPasswordPage = () => (
  <Suspense fallback={<Loading />}>
    <LazyForgotPassword />
  </Suspense>
);

export const ResetPasswordPage = () => (
  <Suspense fallback={<Loading />}>
    <LazyResetPassword />
  </Suspense>
);
