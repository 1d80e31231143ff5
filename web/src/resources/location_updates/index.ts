// Screens load on first use (issue 14: the console shipped as one 2 MB script); the icon and the
// record name stay here, needed by menus and references before any screen opens.
import { lazy } from 'react';
import CellWifiIcon from '@mui/icons-material/CellWifi';

const LocationUpdateList = lazy(() => import('./LocationUpdateList.tsx').then((module) => ({ default: module.LocationUpdateList })));

export default {
  list: LocationUpdateList,
  icon: CellWifiIcon,
  recordRepresentation: (record: { iccid?: string; timestamp?: string }) => `${record.iccid ?? ''} ${record.timestamp ?? ''}`.trim(),
};
