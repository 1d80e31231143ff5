import HistoryIcon from '@mui/icons-material/History';
import { RecordList } from './RecordList.tsx';

export { OpsHistoryTab } from './OpsHistoryTab.tsx';

export default {
  list: RecordList,
  icon: HistoryIcon,
  recordRepresentation: (record: { object_type?: string; object_id?: number; action?: string }) =>
    `${record.object_type ?? ''} ${record.object_id ?? ''} (${record.action ?? ''})`,
};
