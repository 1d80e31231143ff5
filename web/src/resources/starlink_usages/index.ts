// Screens load on first use (decision 0027); the icon and the record name stay here.
import { lazy } from 'react';
import DataUsageIcon from '@mui/icons-material/DataUsage';

const UsageList = lazy(() => import('./UsageList.tsx').then((module) => ({ default: module.UsageList })));

export default {
  list: UsageList,
  icon: DataUsageIcon,
  recordRepresentation: (record: { service_line_number?: string | null; date?: string }) => `${record.service_line_number ?? ''} ${record.date ?? ''}`.trim(),
};
