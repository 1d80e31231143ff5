// Screens load on first use (issue 14: the console shipped as one 2 MB script); the icon and the
// record name stay here, needed by menus and references before any screen opens.
import { lazy } from 'react';
import FolderIcon from '@mui/icons-material/Folder';

const SimpoolEdit = lazy(() => import('./SimpoolForm.tsx').then((module) => ({ default: module.SimpoolEdit })));
const SimpoolList = lazy(() => import('./SimpoolList.tsx').then((module) => ({ default: module.SimpoolList })));
const SimpoolShow = lazy(() => import('./SimpoolShow.tsx').then((module) => ({ default: module.SimpoolShow })));
const SimpoolCreate = lazy(() => import('./SimpoolForm.tsx').then((module) => ({ default: module.SimpoolCreate })));

export default {
  list: SimpoolList,
  show: SimpoolShow,
  edit: SimpoolEdit,
  create: SimpoolCreate,
  icon: FolderIcon,
  recordRepresentation: 'name',
};
