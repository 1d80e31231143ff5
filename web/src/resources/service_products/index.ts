// Screens load on first use (issue 14: the console shipped as one 2 MB script); the icon and the
// record name stay here, needed by menus and references before any screen opens.
import { lazy } from 'react';
import CategoryIcon from '@mui/icons-material/Category';

const ServiceProductEdit = lazy(() => import('./ServiceProductForms.tsx').then((module) => ({ default: module.ServiceProductEdit })));
const ServiceProductList = lazy(() => import('./ServiceProductList.tsx').then((module) => ({ default: module.ServiceProductList })));
const ServiceProductShow = lazy(() => import('./ServiceProductShow.tsx').then((module) => ({ default: module.ServiceProductShow })));
const ServiceProductCreate = lazy(() => import('./ServiceProductForms.tsx').then((module) => ({ default: module.ServiceProductCreate })));

export default {
  list: ServiceProductList,
  show: ServiceProductShow,
  edit: ServiceProductEdit,
  create: ServiceProductCreate,
  icon: CategoryIcon,
  recordRepresentation: (record: { reference?: string | null; name?: string | null; id?: number }) =>
    [record.reference, record.name].filter(Boolean).join(' - ') || `#${record.id}`,
};
