// The delivery status of a service, package line or package (spec 2 §4), in the contract's colours:
// DRAFT grey; PROVISIONING, PROVISIONED, SHIPPED amber; DELIVERED green; ENDED red. Chip in cells and show pages, and the
// row's left border in lists.
import { Chip } from '@mui/material';
import { useRecordContext, useTranslate, type DataTableProps, type RaRecord } from 'react-admin';
import { statusColor } from '@console/contract';
import { STATUS_LED_COLORS, type StatusLed } from '../../common/statusLed.ts';
import type { PackageLineRecord } from '../package_lines/types.ts';
import type { PackageRecord } from '../packages/types.ts';
import type { ServiceRecord } from './types.ts';

const LEDS = { grey: 'gray', amber: 'yellow', green: 'green', red: 'red' } as const satisfies Record<ReturnType<typeof statusColor>, StatusLed>;

export const commercialStatusLed = (status: unknown): StatusLed => LEDS[statusColor(typeof status === 'string' ? status : null)];

const CHIP_COLORS: Record<StatusLed, 'default' | 'warning' | 'success' | 'error'> = {
  gray: 'default',
  yellow: 'warning',
  green: 'success',
  red: 'error',
};

/** `resource` picks the messages: resources.<resource>.statuses.<status>. */
export const CommercialStatusField = ({ source = 'status', resource }: { source?: 'status'; label?: string; resource: string }) => {
  const record = useRecordContext<ServiceRecord | PackageRecord | PackageLineRecord>();
  const translate = useTranslate();
  const status = record?.[source];
  if (!status) return null;
  return <Chip size="small" color={CHIP_COLORS[commercialStatusLed(status)]} label={translate(`resources.${resource}.statuses.${status}`, { _: status })} />;
};

/** DataTable rowSx: the status colour as the row's left border. */
export const commercialStatusRowSx =
  (field = 'status'): NonNullable<DataTableProps['rowSx']> =>
  (record: RaRecord) => ({
    '& > td:first-of-type': { borderLeft: `4px solid ${STATUS_LED_COLORS[commercialStatusLed(record[field])]}` },
  });
