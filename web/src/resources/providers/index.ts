// Screens load on first use (issue 14: the console shipped as one 2 MB script); the icon and the
// record name stay here, needed by menus and references before any screen opens.
import { lazy } from 'react';
import CellTowerIcon from '@mui/icons-material/CellTower';

const ProviderEdit = lazy(() => import('./ProviderForms.tsx').then((module) => ({ default: module.ProviderEdit })));
const ProviderList = lazy(() => import('./ProviderList.tsx').then((module) => ({ default: module.ProviderList })));
const ProviderShow = lazy(() => import('./ProviderShow.tsx').then((module) => ({ default: module.ProviderShow })));
const ProviderCreate = lazy(() => import('./ProviderForms.tsx').then((module) => ({ default: module.ProviderCreate })));

export default {
  list: ProviderList,
  show: ProviderShow,
  edit: ProviderEdit,
  create: ProviderCreate,
  icon: CellTowerIcon,
  recordRepresentation: 'name',
};
