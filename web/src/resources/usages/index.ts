import StorageIcon from '@mui/icons-material/Storage';
import { UsageList } from './UsageList.tsx';

export { UsageReportPage } from './UsageReportPage.tsx';

export default {
  list: UsageList,
  icon: StorageIcon,
  recordRepresentation: (record: { date?: string; source?: string }) => `${record.date ?? ''} ${record.source ?? ''}`.trim(),
};
