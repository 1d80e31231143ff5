// Screens load on first use (issue 14: the console shipped as one 2 MB script); the icon and the
// record name stay here, needed by menus and references before any screen opens.
import { lazy } from 'react';
import DnsIcon from '@mui/icons-material/Dns';

const ServerCreate = lazy(() => import('./ServerCreate.tsx').then((module) => ({ default: module.ServerCreate })));
const ServerEdit = lazy(() => import('./ServerEdit.tsx').then((module) => ({ default: module.ServerEdit })));
const ServerList = lazy(() => import('./ServerList.tsx').then((module) => ({ default: module.ServerList })));
const ServerShow = lazy(() => import('./ServerShow.tsx').then((module) => ({ default: module.ServerShow })));

export default {
  list: ServerList,
  show: ServerShow,
  edit: ServerEdit,
  create: ServerCreate,
  icon: DnsIcon,
  recordRepresentation: 'name',
};
