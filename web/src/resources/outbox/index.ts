import OutboxIcon from '@mui/icons-material/Outbox';
import type { RaRecord } from 'react-admin';
import { OutboxList } from './OutboxList.tsx';
import { OutboxShow } from './OutboxShow.tsx';

export default {
  list: OutboxList,
  show: OutboxShow,
  icon: OutboxIcon,
  recordRepresentation: (message: RaRecord) => message.subject || message.recipient,
};
