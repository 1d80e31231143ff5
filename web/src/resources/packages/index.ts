// Screens load on first use (issue 14: the console shipped as one 2 MB script); the icon and the
// record name stay here, needed by menus and references before any screen opens.
import { createElement, lazy } from 'react';
import { Route } from 'react-router-dom';
import WorkIcon from '@mui/icons-material/Work';
import { packageLabel } from './packageLabel.ts';

const PackageEdit = lazy(() => import('./PackageForms.tsx').then((module) => ({ default: module.PackageEdit })));
const PackageList = lazy(() => import('./PackageList.tsx').then((module) => ({ default: module.PackageList })));
const PackageShow = lazy(() => import('./PackageShow.tsx').then((module) => ({ default: module.PackageShow })));
const PackageCreate = lazy(() => import('./PackageForms.tsx').then((module) => ({ default: module.PackageCreate })));
const PackageStartPage = lazy(() => import('./PackageStartPage.tsx').then((module) => ({ default: module.PackageStartPage })));

export { PackageTable, packageColumns, packageLabel } from './PackageTable.tsx';
export { PackageServices } from './PackageFields.tsx';
export { PackageTabs } from './PackageTabs.tsx';

// /packages/{package_id}/start (spec 2 §2).
const children = [createElement(Route, { key: 'start', path: ':id/start', element: createElement(PackageStartPage) })];

export default {
  children,
  list: PackageList,
  show: PackageShow,
  edit: PackageEdit,
  create: PackageCreate,
  icon: WorkIcon,
  recordRepresentation: packageLabel,
};
