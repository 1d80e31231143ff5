// Screens load on first use (decision 0027); the icon and the record name stay here.
import { lazy } from 'react';
import StorageIcon from '@mui/icons-material/Storage';

const UsageList = lazy(() => import('./UsageList.tsx').then((module) => ({ default: module.UsageList })));

export default {
  list: UsageList,
  icon: StorageIcon,
  recordRepresentation: (record: { date?: string; source?: string }) => `${record.date ?? ''} ${record.source ?? ''}`.trim(),
};
