// Screens load on first use (issue 14: the console shipped as one 2 MB script); the icon and the
// record name stay here, needed by menus and references before any screen opens.
import { createElement, lazy } from 'react';
import { Route } from 'react-router-dom';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { packageLineAllows } from '../services/workflow.ts';

const DeliverPage = lazy(() => import('../services/DeliveryPages.tsx').then((module) => ({ default: module.DeliverPage })));
const ShipPage = lazy(() => import('../services/DeliveryPages.tsx').then((module) => ({ default: module.ShipPage })));
const PackageLineEdit = lazy(() => import('./PackageLineForms.tsx').then((module) => ({ default: module.PackageLineEdit })));
const PackageLineList = lazy(() => import('./PackageLineList.tsx').then((module) => ({ default: module.PackageLineList })));
const PackageLineShow = lazy(() => import('./PackageLineShow.tsx').then((module) => ({ default: module.PackageLineShow })));
const PackageLineCreate = lazy(() => import('./PackageLineForms.tsx').then((module) => ({ default: module.PackageLineCreate })));
const PackageLineProvisionPage = lazy(() => import('./PackageLineProvisionPage.tsx').then((module) => ({ default: module.PackageLineProvisionPage })));

export { PackageLineTable, packageLineColumns } from './PackageLineFields.tsx';

// The workflow screens of spec 2 §2: /package_lines/{id}/provision, /ship, /deliver.
const children = [
  createElement(Route, { key: 'provision', path: ':id/provision', element: createElement(PackageLineProvisionPage) }),
  createElement(Route, {
    key: 'ship',
    path: ':id/ship',
    element: createElement(ShipPage, { resource: 'package_lines', allowed: (record) => packageLineAllows(record, 'ship') }),
  }),
  createElement(Route, {
    key: 'deliver',
    path: ':id/deliver',
    element: createElement(DeliverPage, { resource: 'package_lines', allowed: (record) => packageLineAllows(record, 'deliver') }),
  }),
];

export default {
  children,
  list: PackageLineList,
  show: PackageLineShow,
  edit: PackageLineEdit,
  create: PackageLineCreate,
  icon: ListAltIcon,
  recordRepresentation: (record: { id?: number; package_reference?: string | null }) =>
    record.package_reference ? `${record.package_reference} / #${record.id}` : `#${record.id}`,
};
