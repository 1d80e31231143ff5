import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { CustomerRecord } from './types.ts';

/** `source` and `label` are read by show layouts to label the field. */
export const SupportLevelField = ({ source = 'support_level' }: { source?: 'support_level'; label?: string }) => {
  const record = useRecordContext<CustomerRecord>();
  const translate = useTranslate();
  const level = record?.[source];
  if (!level) return null;
  return (
    <Chip
      size="small"
      variant={level === 'no' ? 'outlined' : 'filled'}
      color={level === 'advanced' ? 'primary' : 'default'}
      label={translate(`app.support_levels.${level}`, { _: level })}
    />
  );
};
