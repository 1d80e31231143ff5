import DnsIcon from '@mui/icons-material/Dns';
import { ServerCreate } from './ServerCreate.tsx';
import { ServerEdit } from './ServerEdit.tsx';
import { ServerList } from './ServerList.tsx';
import { ServerShow } from './ServerShow.tsx';

export default {
  list: ServerList,
  show: ServerShow,
  edit: ServerEdit,
  create: ServerCreate,
  icon: DnsIcon,
  recordRepresentation: 'name',
};
