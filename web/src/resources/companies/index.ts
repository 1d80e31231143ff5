// Screens load on first use (issue 14: the console shipped as one 2 MB script); the icon and the
// record name stay here, needed by menus and references before any screen opens.
import { lazy } from 'react';
import BusinessIcon from '@mui/icons-material/Business';

const CompanyCreate = lazy(() => import('./CompanyCreate.tsx').then((module) => ({ default: module.CompanyCreate })));
const CompanyEdit = lazy(() => import('./CompanyEdit.tsx').then((module) => ({ default: module.CompanyEdit })));
const CompanyList = lazy(() => import('./CompanyList.tsx').then((module) => ({ default: module.CompanyList })));
const CompanyShow = lazy(() => import('./CompanyShow.tsx').then((module) => ({ default: module.CompanyShow })));

export default {
  list: CompanyList,
  show: CompanyShow,
  edit: CompanyEdit,
  create: CompanyCreate,
  icon: BusinessIcon,
  recordRepresentation: 'name',
};
