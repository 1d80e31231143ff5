import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { Menu } from './Menu.tsx';

export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout appBar={AppBar} menu={Menu} sx={{ '& .RaLayout-content': { px: { xs: 1, md: 3 }, pb: 3 } }}>
    <Breadcrumbs />
    {children}
  </RaLayout>
);
