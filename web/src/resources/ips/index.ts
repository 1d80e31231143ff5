// Screens load on first use (issue 14: the console shipped as one 2 MB script); the icon and the
// record name stay here, needed by menus and references before any screen opens.
import { createElement, lazy } from 'react';
import { Route } from 'react-router-dom';
import LanIcon from '@mui/icons-material/Lan';

const IpEdit = lazy(() => import('./IpForms.tsx').then((module) => ({ default: module.IpEdit })));
const IpList = lazy(() => import('./IpList.tsx').then((module) => ({ default: module.IpList })));
const IpShow = lazy(() => import('./IpShow.tsx').then((module) => ({ default: module.IpShow })));
const IpCreate = lazy(() => import('./IpForms.tsx').then((module) => ({ default: module.IpCreate })));
const IpBulkCreate = lazy(() => import('./IpBulkCreate.tsx').then((module) => ({ default: module.IpBulkCreate })));

// Routes of the resource's own screens: inside its routes, a static path outranks /{resource}/:id.
const children = [createElement(Route, { key: 'bulk-create', path: 'bulk-create', element: createElement(IpBulkCreate) })];

export default {
  children,
  list: IpList,
  show: IpShow,
  edit: IpEdit,
  create: IpCreate,
  icon: LanIcon,
  recordRepresentation: (record: { address?: string; cidr?: number | null }) =>
    record.cidr != null ? `${record.address}/${record.cidr}` : (record.address ?? ''),
};
