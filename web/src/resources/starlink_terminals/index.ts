import SatelliteAltIcon from '@mui/icons-material/SatelliteAlt';
import { TerminalEdit } from './TerminalEdit.tsx';
import { TerminalList } from './TerminalList.tsx';
import { TerminalShow } from './TerminalShow.tsx';

export { terminalColumns } from './TerminalFields.tsx';

export default {
  list: TerminalList,
  show: TerminalShow,
  edit: TerminalEdit,
  icon: SatelliteAltIcon,
  recordRepresentation: (record: { kit_serial_number?: string | null; terminal_id?: string }) => record.kit_serial_number || record.terminal_id || '',
};
