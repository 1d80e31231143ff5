// Screens load on first use (decision 0027); the icon and the record name stay here.
import { lazy } from 'react';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';

const EventList = lazy(() => import('./EventList.tsx').then((module) => ({ default: module.EventList })));

export default {
  list: EventList,
  icon: NotificationsActiveIcon,
  recordRepresentation: (record: { code?: string; terminal_id?: string | null }) => `${record.code ?? ''} ${record.terminal_id ?? ''}`.trim(),
};
