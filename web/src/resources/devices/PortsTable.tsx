// Port, ICCID, Wan name, Wan IC_ID, Status (spec 2 §2): the Ops Config tab and the ports screen.
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { PortRow } from './devicePorts.ts';

export const PortsTable = ({ rows }: { rows: PortRow[] }) => {
  const translate = useTranslate();
  const head = ['port', 'iccid', 'wan_name', 'wan_ic_id', 'status'];
  return (
    <Table size="small" aria-label={translate('resources.devices.ports.table')}>
      <TableHead>
        <TableRow>
          {head.map((key) => (
            <TableCell key={key}>{translate(`resources.devices.ports.columns.${key}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.port}>
            <TableCell>{row.port}</TableCell>
            <TableCell>
              {/* SIM cards are addressed by iccid in show links (spec 1 §2.8). */}
              {row.iccid ? <Link to={`/simcards/${row.iccid}/show`}>{row.iccid}</Link> : translate('resources.devices.ports.empty')}
            </TableCell>
            <TableCell>{row.wan_name ?? '-'}</TableCell>
            <TableCell>{row.wan_ic_id ?? '-'}</TableCell>
            <TableCell>{row.status ?? row.sim_status ?? '-'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
