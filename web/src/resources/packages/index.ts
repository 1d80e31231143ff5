import { createElement } from 'react';
import { Route } from 'react-router-dom';
import WorkIcon from '@mui/icons-material/Work';
import { PackageCreate, PackageEdit } from './PackageForms.tsx';
import { PackageList } from './PackageList.tsx';
import { PackageShow } from './PackageShow.tsx';
import { PackageStartPage } from './PackageStartPage.tsx';

import { packageLabel } from './PackageTable.tsx';

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
