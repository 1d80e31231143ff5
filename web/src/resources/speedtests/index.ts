// Screens load on first use (issue 14: the console shipped as one 2 MB script); the icon and the
// record name stay here, needed by menus and references before any screen opens.
import { lazy } from 'react';
import SpeedIcon from '@mui/icons-material/Speed';

const SpeedTestList = lazy(() => import('./SpeedTestList.tsx').then((module) => ({ default: module.SpeedTestList })));
const SpeedTestShow = lazy(() => import('./SpeedTestShow.tsx').then((module) => ({ default: module.SpeedTestShow })));

export default {
  list: SpeedTestList,
  show: SpeedTestShow,
  icon: SpeedIcon,
  recordRepresentation: (record: { device_name?: string | null; device_serial?: string; id?: number }) =>
    `${record.device_name || record.device_serial || ''} #${record.id ?? ''}`,
};
