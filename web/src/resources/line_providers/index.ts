// Screens load on first use (issue 14: the console shipped as one 2 MB script); the icon and the
// record name stay here, needed by menus and references before any screen opens.
import { lazy } from 'react';
import CellTowerIcon from '@mui/icons-material/CellTower';

const LineProviderEdit = lazy(() => import('./LineProviderForms.tsx').then((module) => ({ default: module.LineProviderEdit })));
const LineProviderList = lazy(() => import('./LineProviderList.tsx').then((module) => ({ default: module.LineProviderList })));
const LineProviderShow = lazy(() => import('./LineProviderShow.tsx').then((module) => ({ default: module.LineProviderShow })));
const LineProviderCreate = lazy(() => import('./LineProviderForms.tsx').then((module) => ({ default: module.LineProviderCreate })));

export default {
  list: LineProviderList,
  show: LineProviderShow,
  edit: LineProviderEdit,
  create: LineProviderCreate,
  icon: CellTowerIcon,
  recordRepresentation: 'name',
};
