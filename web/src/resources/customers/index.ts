// Screens load on first use (issue 14: the console shipped as one 2 MB script); the icon and the
// record name stay here, needed by menus and references before any screen opens.
import { lazy } from 'react';
import StoreIcon from '@mui/icons-material/Store';

const CustomerCreate = lazy(() => import('./CustomerCreate.tsx').then((module) => ({ default: module.CustomerCreate })));
const CustomerEdit = lazy(() => import('./CustomerEdit.tsx').then((module) => ({ default: module.CustomerEdit })));
const CustomerList = lazy(() => import('./CustomerList.tsx').then((module) => ({ default: module.CustomerList })));
const CustomerShow = lazy(() => import('./CustomerShow.tsx').then((module) => ({ default: module.CustomerShow })));

export default {
  list: CustomerList,
  show: CustomerShow,
  edit: CustomerEdit,
  create: CustomerCreate,
  icon: StoreIcon,
  recordRepresentation: 'name',
};
