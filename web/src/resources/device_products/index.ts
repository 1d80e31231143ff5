import DevicesIcon from '@mui/icons-material/Devices';
import { DeviceProductCreate } from './DeviceProductCreate.tsx';
import { DeviceProductEdit } from './DeviceProductEdit.tsx';
import { DeviceProductList } from './DeviceProductList.tsx';
import { DeviceProductShow } from './DeviceProductShow.tsx';

export default {
  list: DeviceProductList,
  show: DeviceProductShow,
  edit: DeviceProductEdit,
  create: DeviceProductCreate,
  icon: DevicesIcon,
  recordRepresentation: 'name',
};
