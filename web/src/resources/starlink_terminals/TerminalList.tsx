// Satellite terminals (spec 3 §2): filters, export, drawer; a row opens its show page.
import { ResourceList } from '../../common/ResourceList.tsx';
import { TerminalDetails, terminalColumns } from './TerminalFields.tsx';
import { terminalFilters } from './terminalFilters.tsx';

export const TerminalList = () => (
  <ResourceList filters={terminalFilters} exportable drawer={<TerminalDetails />} rowSx={() => ({})}>
    {terminalColumns()}
  </ResourceList>
);
