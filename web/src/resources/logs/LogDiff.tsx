// A log entry in full: who, what, and every changed key with its value before and after.
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Labeled, TextField, useRecordContext, useTranslate } from 'react-admin';
import { DateField } from '../../common/format/fields.tsx';
import { changedKeys } from '../../common/ChangeField.tsx';
import { ObjectTypeField, VerbField } from './LogFields.tsx';
import { LogObjectField } from './LogObjectField.tsx';

type Snapshot = Record<string, unknown> | null | undefined;

const show = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '∅';
  return typeof value === 'object' ? JSON.stringify(value, null, 1) : String(value);
};

const Value = ({ value, tone }: { value: unknown; tone: 'before' | 'after' }) => (
  <Box
    component="code"
    sx={{
      fontSize: 12,
      whiteSpace: 'pre-wrap',
      overflowWrap: 'anywhere',
      px: 0.5,
      borderRadius: 0.5,
      bgcolor: tone === 'before' ? 'rgba(214, 69, 69, 0.12)' : 'rgba(46, 157, 79, 0.14)',
    }}
  >
    {show(value)}
  </Box>
);

export const LogDiff = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const before = record.before as Snapshot;
  const after = record.after as Snapshot;
  const keys = changedKeys(before, after);
  return (
    <Box sx={{ pt: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, mb: 2 }}>
        <Labeled source="created_at" resource="logs">
          <DateField source="created_at" showTime />
        </Labeled>
        <Labeled source="author_name" resource="logs">
          <TextField source="author_name" emptyText="-" />
        </Labeled>
        <Labeled source="verb" resource="logs">
          <VerbField />
        </Labeled>
        <Labeled source="object_type" resource="logs">
          <ObjectTypeField />
        </Labeled>
        <Labeled source="object_id" resource="logs">
          <LogObjectField />
        </Labeled>
      </Box>
      {keys.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.logs.messages.no_changes')}
        </Typography>
      ) : (
        <Table size="small" aria-label={translate('resources.logs.messages.changes')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.logs.fields.key')}</TableCell>
              <TableCell>{translate('resources.logs.fields.before')}</TableCell>
              <TableCell>{translate('resources.logs.fields.after')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {keys.map((key) => (
              <TableRow key={key}>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: 12, verticalAlign: 'top' }}>{key}</TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}>{before && key in before ? <Value value={before[key]} tone="before" /> : null}</TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}>{after && key in after ? <Value value={after[key]} tone="after" /> : null}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};
