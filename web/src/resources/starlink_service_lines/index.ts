import SettingsInputAntennaIcon from '@mui/icons-material/SettingsInputAntenna';
import { ServiceLineList } from './ServiceLineList.tsx';
import { ServiceLineShow } from './ServiceLineShow.tsx';

export { serviceLineColumns } from './ServiceLineFields.tsx';

export default {
  list: ServiceLineList,
  show: ServiceLineShow,
  icon: SettingsInputAntennaIcon,
  recordRepresentation: (record: { service_line_number?: string; nickname?: string | null }) =>
    record.nickname ? `${record.service_line_number} (${record.nickname})` : (record.service_line_number ?? ''),
};
