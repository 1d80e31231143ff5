import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { EventList } from './EventList.tsx';

export default {
  list: EventList,
  icon: NotificationsActiveIcon,
  recordRepresentation: (record: { code?: string; terminal_id?: string | null }) => `${record.code ?? ''} ${record.terminal_id ?? ''}`.trim(),
};
