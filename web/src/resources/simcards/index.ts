// Screens load on first use (issue 14: the console shipped as one 2 MB script); the icon and the
// record name stay here, needed by menus and references before any screen opens.
import { createElement, lazy } from 'react';
import { Route } from 'react-router-dom';
import SimCardIcon from '@mui/icons-material/SimCard';

const SimcardCreate = lazy(() => import('./SimcardCreate.tsx').then((module) => ({ default: module.SimcardCreate })));
const SimcardEdit = lazy(() => import('./SimcardEdit.tsx').then((module) => ({ default: module.SimcardEdit })));
const SimcardList = lazy(() => import('./SimcardList.tsx').then((module) => ({ default: module.SimcardList })));
const SimcardShow = lazy(() => import('./SimcardShow.tsx').then((module) => ({ default: module.SimcardShow })));
const SimcardBulkCreate = lazy(() => import('./SimcardBulkCreate.tsx').then((module) => ({ default: module.SimcardBulkCreate })));

export { simcardColumns } from './SimcardTable.tsx';

// Routes of the resource's own screens: inside its routes, a static path outranks /{resource}/:id.
const children = [createElement(Route, { key: 'bulk-create', path: 'bulk-create', element: createElement(SimcardBulkCreate) })];

export default {
  children,
  list: SimcardList,
  show: SimcardShow,
  edit: SimcardEdit,
  create: SimcardCreate,
  icon: SimCardIcon,
  recordRepresentation: 'iccid',
};
