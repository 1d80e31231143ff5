import LanIcon from '@mui/icons-material/Lan';
import { IpCreate, IpEdit } from './IpForms.tsx';
import { IpList } from './IpList.tsx';
import { IpShow } from './IpShow.tsx';

export { IpBulkCreate } from './IpBulkCreate.tsx';

export default {
  list: IpList,
  show: IpShow,
  edit: IpEdit,
  create: IpCreate,
  icon: LanIcon,
  recordRepresentation: (record: { address?: string; cidr?: number | null }) => (record.cidr != null ? `${record.address}/${record.cidr}` : (record.address ?? '')),
};
