// An event code in words (spec 3 §9 codes), the code itself when unknown.
import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

export const EventCodeField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record?.code) return null;
  return <Chip size="small" variant="outlined" label={translate(`resources.starlink_events.codes.${record.code}`, { _: record.code })} />;
};
