// Screens load on first use (decision 0027); the icon and the record name stay here.
import { lazy } from 'react';
import SatelliteAltIcon from '@mui/icons-material/SatelliteAlt';

const TerminalEdit = lazy(() => import('./TerminalEdit.tsx').then((module) => ({ default: module.TerminalEdit })));
const TerminalList = lazy(() => import('./TerminalList.tsx').then((module) => ({ default: module.TerminalList })));
const TerminalShow = lazy(() => import('./TerminalShow.tsx').then((module) => ({ default: module.TerminalShow })));

export { terminalColumns } from './TerminalFields.tsx';

export default {
  list: TerminalList,
  show: TerminalShow,
  edit: TerminalEdit,
  icon: SatelliteAltIcon,
  recordRepresentation: (record: { kit_serial_number?: string | null; terminal_id?: string }) => record.kit_serial_number || record.terminal_id || '',
};
