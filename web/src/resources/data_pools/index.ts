// Screens load on first use (issue 14: the console shipped as one 2 MB script); the icon and the
// record name stay here, needed by menus and references before any screen opens.
import { lazy } from 'react';
import DataUsageIcon from '@mui/icons-material/DataUsage';

const DataPoolEdit = lazy(() => import('./DataPoolForms.tsx').then((module) => ({ default: module.DataPoolEdit })));
const DataPoolList = lazy(() => import('./DataPoolList.tsx').then((module) => ({ default: module.DataPoolList })));
const DataPoolShow = lazy(() => import('./DataPoolShow.tsx').then((module) => ({ default: module.DataPoolShow })));
const DataPoolCreate = lazy(() => import('./DataPoolForms.tsx').then((module) => ({ default: module.DataPoolCreate })));

export { dataPoolColumns } from './DataPoolFields.tsx';

export default {
  list: DataPoolList,
  show: DataPoolShow,
  edit: DataPoolEdit,
  create: DataPoolCreate,
  icon: DataUsageIcon,
  recordRepresentation: (record: { reference?: string | null; name?: string | null; id?: number }) => record.reference || record.name || `#${record.id}`,
};
