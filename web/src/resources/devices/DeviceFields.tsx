// Small fields of the device list and show page: online status icon, WAN LEDs, SIM count, owner badge.
import { Box, Chip, Tooltip } from '@mui/material';
import CircleIcon from '@mui/icons-material/Circle';
import { ReferenceField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { statusLedColor } from '../../common/statusLed.ts';
import { OPERATOR_OWNER_ID, onlineStatusColor } from './choices.ts';
import type { DeviceRecord } from './types.ts';

interface FieldProps {
  source?: string;
  label?: string;
}

/** online_status as a coloured icon with the status name as tooltip (spec 1 §4). */
export const OnlineStatusField = ({ source = 'online_status' }: { source?: 'online_status'; label?: string }) => {
  const record = useRecordContext<DeviceRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const status = record[source];
  const name = translate(`resources.devices.online_statuses.${status ?? 'unknown'}`, { _: status ?? '' });
  return (
    <Tooltip title={name}>
      <CircleIcon fontSize="small" sx={{ color: onlineStatusColor(status), verticalAlign: 'middle' }} aria-label={name} />
    </Tooltip>
  );
};

/** One dot per WAN coloured by its status_led; the tooltip names the WAN and its status. */
export const WanLedsField = (_props: FieldProps) => {
  const record = useRecordContext<DeviceRecord>();
  const wans = record?.wans ?? [];
  if (wans.length === 0) return <span>-</span>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.25 }}>
      {wans.map((wan, index) => (
        <Tooltip key={wan.id ?? index} title={[wan.name, wan.ic_status].filter(Boolean).join(' — ')}>
          <CircleIcon sx={{ fontSize: 12, color: statusLedColor(wan.status_led) ?? statusLedColor('gray') }} />
        </Tooltip>
      ))}
    </Box>
  );
};

/**
 * "SIM count over twice the port count" (spec 1 §2.7): the spec counts modems as ports, two SIM
 * slots each; the server's ports_count already counts the slots (ports_map keys), so it is the divisor.
 */
export const SimCountField = (_props: FieldProps) => {
  const record = useRecordContext<DeviceRecord>();
  if (!record) return null;
  const sims = Number(record.sim_cards_count ?? 0);
  const slots = Number(record.ports_count ?? 0);
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {sims}/{slots}
    </Box>
  );
};

/** A badge naming the owner when the device belongs to a customer, not the operator (owner_id not 1). */
export const OwnerBadge = () => {
  const record = useRecordContext<DeviceRecord>();
  const translate = useTranslate();
  if (!record?.owner_id || record.owner_id === OPERATOR_OWNER_ID) return null;
  return (
    <Chip
      size="small"
      color="secondary"
      variant="outlined"
      label={
        <span>
          {translate('resources.devices.badges.customer_owned')}{' '}
          <ReferenceField source="owner_id" reference="customers" link={false}>
            <TextField source="name" />
          </ReferenceField>
        </span>
      }
    />
  );
};

/** Organization over group, as the controller names them. */
export const ControllerGroupField = (_props: FieldProps) => {
  const record = useRecordContext<DeviceRecord>();
  if (!record?.ic_organization_name && !record?.ic_group_name) return <span>-</span>;
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.2 }}>
      <span>{record.ic_organization_name ?? '-'}</span>
      <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8em' }}>
        {record.ic_group_name ?? '-'}
      </Box>
    </Box>
  );
};
