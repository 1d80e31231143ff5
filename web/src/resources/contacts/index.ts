// Screens load on first use (issue 14: the console shipped as one 2 MB script); the icon and the
// record name stay here, needed by menus and references before any screen opens.
import { lazy } from 'react';
import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';

const ContactCreate = lazy(() => import('./ContactCreate.tsx').then((module) => ({ default: module.ContactCreate })));
const ContactEdit = lazy(() => import('./ContactEdit.tsx').then((module) => ({ default: module.ContactEdit })));
const ContactList = lazy(() => import('./ContactList.tsx').then((module) => ({ default: module.ContactList })));
const ContactShow = lazy(() => import('./ContactShow.tsx').then((module) => ({ default: module.ContactShow })));

export default {
  list: ContactList,
  show: ContactShow,
  edit: ContactEdit,
  create: ContactCreate,
  icon: AlternateEmailIcon,
  recordRepresentation: 'name',
};
