// Screens load on first use (issue 14: the console shipped as one 2 MB script); the icon and the
// record name stay here, needed by menus and references before any screen opens.
import { lazy } from 'react';
import OutboxIcon from '@mui/icons-material/Outbox';
import type { RaRecord } from 'react-admin';

const OutboxList = lazy(() => import('./OutboxList.tsx').then((module) => ({ default: module.OutboxList })));
const OutboxShow = lazy(() => import('./OutboxShow.tsx').then((module) => ({ default: module.OutboxShow })));

export default {
  list: OutboxList,
  show: OutboxShow,
  icon: OutboxIcon,
  recordRepresentation: (message: RaRecord) => message.subject || message.recipient,
};
