// Satellite terminals (spec 3 §2): filters, export, drawer; a row opens its show page.
import { ResourceList } from '../../common/ResourceList.tsx';
import { TerminalDetails, terminalColumns } from './TerminalFields.tsx';
import { terminalFilters } from './terminalFilters.tsx';

export const TerminalList = () => (
  <ResourceList
    filters={terminalFilters}
    hiddenColumns={['dish_serial_number', 'ip_address', 'service_line_number', 'starlink_account', 'device_name']}
    exportable
    drawer={<TerminalDetails />}
    rowSx={() => ({})}
  >
    {terminalColumns()}
  </ResourceList>
);
