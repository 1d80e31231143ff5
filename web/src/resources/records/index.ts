// Screens load on first use (issue 14: the console shipped as one 2 MB script); the icon and the
// record name stay here, needed by menus and references before any screen opens.
import { lazy } from 'react';
import HistoryIcon from '@mui/icons-material/History';

const RecordList = lazy(() => import('./RecordList.tsx').then((module) => ({ default: module.RecordList })));

export { OpsHistoryTab } from './OpsHistoryTab.tsx';

export default {
  list: RecordList,
  icon: HistoryIcon,
  recordRepresentation: (record: { object_type?: string; object_id?: number; action?: string }) =>
    `${record.object_type ?? ''} ${record.object_id ?? ''} (${record.action ?? ''})`,
};
