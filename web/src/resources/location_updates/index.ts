import CellWifiIcon from '@mui/icons-material/CellWifi';
import { LocationUpdateList } from './LocationUpdateList.tsx';

export default {
  list: LocationUpdateList,
  icon: CellWifiIcon,
  recordRepresentation: (record: { iccid?: string; timestamp?: string }) => `${record.iccid ?? ''} ${record.timestamp ?? ''}`.trim(),
};
