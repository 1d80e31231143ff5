// Screens load on first use (issue 14: the console shipped as one 2 MB script); the icon and the
// record name stay here, needed by menus and references before any screen opens.
import { lazy } from 'react';
import RouterIcon from '@mui/icons-material/Router';

const DeviceCreate = lazy(() => import('./DeviceCreate.tsx').then((module) => ({ default: module.DeviceCreate })));
const DeviceEdit = lazy(() => import('./DeviceEdit.tsx').then((module) => ({ default: module.DeviceEdit })));
const DeviceList = lazy(() => import('./DeviceList.tsx').then((module) => ({ default: module.DeviceList })));
const DeviceShow = lazy(() => import('./DeviceShow.tsx').then((module) => ({ default: module.DeviceShow })));

// The device pages of App's custom routes are loaded from lazyPages.ts.
export default {
  list: DeviceList,
  show: DeviceShow,
  edit: DeviceEdit,
  create: DeviceCreate,
  icon: RouterIcon,
  recordRepresentation: (record: { name?: string | null; serial?: string }) => record.name || record.serial || '',
};
