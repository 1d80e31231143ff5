// Screens load on first use (issue 14: the console shipped as one 2 MB script); the icon and the
// record name stay here, needed by menus and references before any screen opens.
import { lazy } from 'react';
import ReceiptIcon from '@mui/icons-material/Receipt';

const AddressCreate = lazy(() => import('./AddressCreate.tsx').then((module) => ({ default: module.AddressCreate })));
const AddressEdit = lazy(() => import('./AddressEdit.tsx').then((module) => ({ default: module.AddressEdit })));
const AddressList = lazy(() => import('./AddressList.tsx').then((module) => ({ default: module.AddressList })));
const AddressShow = lazy(() => import('./AddressShow.tsx').then((module) => ({ default: module.AddressShow })));

export default {
  list: AddressList,
  show: AddressShow,
  edit: AddressEdit,
  create: AddressCreate,
  icon: ReceiptIcon,
  recordRepresentation: 'name',
};
