import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AccountLocaleSync } from './AccountLocaleSync.tsx';
import { AppBar } from './AppBar.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { Menu } from './Menu.tsx';

// minWidth 0 (react-admin's root is fit-content): the page keeps the window's width and a wide table
// scrolls inside its list.
export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout appBar={AppBar} menu={Menu} sx={{ minWidth: 0, '& .RaLayout-content': { px: { xs: 1, md: 3 }, pb: 3, minWidth: 0 } }}>
    <AccountLocaleSync />
    <Breadcrumbs />
    {children}
  </RaLayout>
);
