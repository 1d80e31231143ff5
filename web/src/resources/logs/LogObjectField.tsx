// The changed object of a log entry (spec 1 §2.12): its recorded name (object_repr: a SIM's iccid,
// a user's e-mail, otherwise the record's name) linking to its show page when the console has one.
import { Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useRecordContext, useResourceDefinitions } from 'react-admin';
import { resourceOfObjectType } from './objectResources.ts';

/** `source` and `label` are read by layouts to label the field. */
export const LogObjectField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext();
  const definitions = useResourceDefinitions();
  if (!record) return null;
  const text = String(record.object_repr ?? record.object_id ?? '');
  const resource = resourceOfObjectType(String(record.object_type ?? ''));
  if (!definitions[resource]?.hasShow || record.object_id == null)
    return (
      <Typography component="span" variant="body2">
        {text}
      </Typography>
    );
  return (
    <MuiLink
      component={Link}
      to={`/${resource}/${encodeURIComponent(String(record.object_id))}/show`}
      // The row opens the drawer; the link goes to the object instead.
      onClick={(event: React.MouseEvent) => event.stopPropagation()}
      underline="hover"
      variant="body2"
    >
      {text}
    </MuiLink>
  );
};
