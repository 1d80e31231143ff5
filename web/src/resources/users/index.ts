// Screens load on first use (issue 14: the console shipped as one 2 MB script); the icon and the
// record name stay here, needed by menus and references before any screen opens.
import { lazy } from 'react';
import PeopleIcon from '@mui/icons-material/People';
import { userName } from '../../common/userName.ts';

const UserCreate = lazy(() => import('./UserCreate.tsx').then((module) => ({ default: module.UserCreate })));
const UserEdit = lazy(() => import('./UserEdit.tsx').then((module) => ({ default: module.UserEdit })));
const UserList = lazy(() => import('./UserList.tsx').then((module) => ({ default: module.UserList })));
const UserShow = lazy(() => import('./UserShow.tsx').then((module) => ({ default: module.UserShow })));

export default {
  list: UserList,
  show: UserShow,
  edit: UserEdit,
  create: UserCreate,
  icon: PeopleIcon,
  recordRepresentation: userName,
};
