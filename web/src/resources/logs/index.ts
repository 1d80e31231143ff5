import EventNoteIcon from '@mui/icons-material/EventNote';
import type { RaRecord } from 'react-admin';
import { LogList } from './LogList.tsx';
import { LogShow } from './LogShow.tsx';

export default {
  list: LogList,
  show: LogShow,
  icon: EventNoteIcon,
  recordRepresentation: (entry: RaRecord) => [entry.verb, entry.object_type, entry.object_repr ?? entry.object_id].filter(Boolean).join(' '),
};
