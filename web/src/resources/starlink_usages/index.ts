import DataUsageIcon from '@mui/icons-material/DataUsage';
import { UsageList } from './UsageList.tsx';

export default {
  list: UsageList,
  icon: DataUsageIcon,
  recordRepresentation: (record: { service_line_number?: string | null; date?: string }) => `${record.service_line_number ?? ''} ${record.date ?? ''}`.trim(),
};
