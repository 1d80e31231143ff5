import RouterIcon from '@mui/icons-material/Router';
import { DeviceCreate } from './DeviceCreate.tsx';
import { DeviceEdit } from './DeviceEdit.tsx';
import { DeviceList } from './DeviceList.tsx';
import { DeviceShow } from './DeviceShow.tsx';

export { DeviceBulkCreate } from './DeviceBulkCreate.tsx';
export { DeviceBulkMove } from './DeviceBulkMove.tsx';
export { DevicePortsPage } from './DevicePortsPage.tsx';
export { DeviceDeployPage } from './DeviceDeployPage.tsx';
export { DeviceBackToStockPage } from './DeviceBackToStockPage.tsx';
export { DevicesMap } from './map/DevicesMap.tsx';

export default {
  list: DeviceList,
  show: DeviceShow,
  edit: DeviceEdit,
  create: DeviceCreate,
  icon: RouterIcon,
  recordRepresentation: (record: { name?: string | null; serial?: string }) => record.name || record.serial || '',
};
