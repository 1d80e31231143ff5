// A line's status as a chip coloured from the shared status table (spec 1 §4 Line status).
import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { lineStatusLed } from '@console/contract';
import { STATUS_LED_COLORS } from '../../common/statusLed.ts';

export const LineStatusField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext();
  const status = record?.status as string | undefined;
  if (!status) return <span>-</span>;
  const color = STATUS_LED_COLORS[lineStatusLed(status)];
  return <Chip size="small" label={status} sx={{ bgcolor: color, color: '#fff', fontWeight: 500 }} />;
};
