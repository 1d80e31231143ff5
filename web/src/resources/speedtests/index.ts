import SpeedIcon from '@mui/icons-material/Speed';
import { SpeedTestList } from './SpeedTestList.tsx';
import { SpeedTestShow } from './SpeedTestShow.tsx';

export default {
  list: SpeedTestList,
  show: SpeedTestShow,
  icon: SpeedIcon,
  recordRepresentation: (record: { device_name?: string | null; device_serial?: string; id?: number }) =>
    `${record.device_name || record.device_serial || ''} #${record.id ?? ''}`,
};
