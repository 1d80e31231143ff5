// Screens load on first use (issue 14: the console shipped as one 2 MB script); the icon and the
// record name stay here, needed by menus and references before any screen opens.
import { lazy } from 'react';
import EventNoteIcon from '@mui/icons-material/EventNote';
import type { RaRecord } from 'react-admin';

const LogList = lazy(() => import('./LogList.tsx').then((module) => ({ default: module.LogList })));
const LogShow = lazy(() => import('./LogShow.tsx').then((module) => ({ default: module.LogShow })));

export default {
  list: LogList,
  show: LogShow,
  icon: EventNoteIcon,
  recordRepresentation: (entry: RaRecord) => [entry.verb, entry.object_type, entry.object_repr ?? entry.object_id].filter(Boolean).join(' '),
};
