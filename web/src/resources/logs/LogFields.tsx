// Small fields of log entries: the verb as a chip and the translated object type.
import { Chip, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { resourceOfObjectType } from './objectResources.ts';

export const VerbField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record?.verb) return null;
  return <Chip size="small" variant="outlined" label={translate(`app.verbs.${record.verb}`, { _: record.verb })} />;
};

export const ObjectTypeField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record?.object_type) return null;
  return (
    <Typography component="span" variant="body2">
      {translate(`app.object_types.${record.object_type}`, {
        _: translate(`resources.${resourceOfObjectType(String(record.object_type))}.name`, { smart_count: 1, _: record.object_type }),
      })}
    </Typography>
  );
};
