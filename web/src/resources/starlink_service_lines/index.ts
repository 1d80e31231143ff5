// Screens load on first use (decision 0027); the icon and the record name stay here.
import { lazy } from 'react';
import SettingsInputAntennaIcon from '@mui/icons-material/SettingsInputAntenna';

const ServiceLineList = lazy(() => import('./ServiceLineList.tsx').then((module) => ({ default: module.ServiceLineList })));
const ServiceLineShow = lazy(() => import('./ServiceLineShow.tsx').then((module) => ({ default: module.ServiceLineShow })));

export { serviceLineColumns } from './ServiceLineFields.tsx';

export default {
  list: ServiceLineList,
  show: ServiceLineShow,
  icon: SettingsInputAntennaIcon,
  recordRepresentation: (record: { service_line_number?: string; nickname?: string | null }) =>
    record.nickname ? `${record.service_line_number} (${record.nickname})` : (record.service_line_number ?? ''),
};
