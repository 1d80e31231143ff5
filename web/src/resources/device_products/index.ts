// Screens load on first use (issue 14: the console shipped as one 2 MB script); the icon and the
// record name stay here, needed by menus and references before any screen opens.
import { lazy } from 'react';
import DevicesIcon from '@mui/icons-material/Devices';

const DeviceProductCreate = lazy(() => import('./DeviceProductCreate.tsx').then((module) => ({ default: module.DeviceProductCreate })));
const DeviceProductEdit = lazy(() => import('./DeviceProductEdit.tsx').then((module) => ({ default: module.DeviceProductEdit })));
const DeviceProductList = lazy(() => import('./DeviceProductList.tsx').then((module) => ({ default: module.DeviceProductList })));
const DeviceProductShow = lazy(() => import('./DeviceProductShow.tsx').then((module) => ({ default: module.DeviceProductShow })));

export default {
  list: DeviceProductList,
  show: DeviceProductShow,
  edit: DeviceProductEdit,
  create: DeviceProductCreate,
  icon: DevicesIcon,
  recordRepresentation: 'name',
};
