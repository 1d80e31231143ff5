// Screens load on first use (issue 14: the console shipped as one 2 MB script); the icon and the
// record name stay here, needed by menus and references before any screen opens.
import { lazy } from 'react';
import SettingsEthernetIcon from '@mui/icons-material/SettingsEthernet';

const LineEdit = lazy(() => import('./LineForms.tsx').then((module) => ({ default: module.LineEdit })));
const LineList = lazy(() => import('./LineList.tsx').then((module) => ({ default: module.LineList })));
const LineShow = lazy(() => import('./LineShow.tsx').then((module) => ({ default: module.LineShow })));
const LineCreate = lazy(() => import('./LineForms.tsx').then((module) => ({ default: module.LineCreate })));

export { lineColumns } from './LineTable.tsx';

export default {
  list: LineList,
  show: LineShow,
  edit: LineEdit,
  create: LineCreate,
  icon: SettingsEthernetIcon,
  recordRepresentation: (record: { subscription_id?: string | null; sales_order_number?: string | null; id?: number }) =>
    record.subscription_id || record.sales_order_number || `#${record.id}`,
};
