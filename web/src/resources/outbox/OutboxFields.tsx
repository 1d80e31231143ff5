// The outbox's status chip and channel label.
import { Chip, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

const STATUS_COLORS: Record<string, 'default' | 'success' | 'error' | 'info' | 'warning'> = {
  queued: 'default',
  sending: 'default',
  sent: 'success',
  failed: 'warning',
  dead: 'error',
  stored: 'info',
};

export const OutboxStatusField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const status = record?.status as string | undefined;
  if (!status) return null;
  return <Chip size="small" color={STATUS_COLORS[status] ?? 'default'} label={translate(`resources.outbox.statuses.${status}`, { _: status })} />;
};

export const ChannelField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const channel = record?.channel as string | undefined;
  return channel ? (
    <Typography component="span" variant="body2">
      {translate(`resources.outbox.channels.${channel}`, { _: channel })}
    </Typography>
  ) : null;
};
