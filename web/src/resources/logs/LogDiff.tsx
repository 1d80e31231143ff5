// A log entry in full: who, what, and every changed field by its label, old → new, formatted like the
// rest of the console.
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Labeled, TextField, useRecordContext, useTranslate } from 'react-admin';
import { DateField } from '../../common/format/fields.tsx';
import { changedKeys, LinesOfChange } from '../../common/ChangeField.tsx';
import { logFieldLabel, logValueText } from '../../common/format/logValues.ts';
import { useFormat } from '../../common/format/useFormat.ts';
import { ObjectTypeField, VerbField } from './LogFields.tsx';
import { LogObjectField } from './LogObjectField.tsx';

type Snapshot = Record<string, unknown> | null | undefined;

const Value = ({ text, tone }: { text: string; tone: 'before' | 'after' }) => (
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
    {text}
  </Box>
);

export const LogDiff = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const format = useFormat();
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
      {keys.length === 0 && !(record.lines as unknown[] | undefined)?.length ? (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.logs.messages.no_changes')}
        </Typography>
      ) : keys.length === 0 ? null : (
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
                <TableCell sx={{ verticalAlign: 'top' }}>{logFieldLabel(record.object_type, key, translate)}</TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}>
                  {before && key in before ? <Value text={logValueText(before[key], format, translate)} tone="before" /> : null}
                </TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}>
                  {after && key in after ? <Value text={logValueText(after[key], format, translate)} tone="after" /> : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <LinesOfChange maxWidth="none" />
    </Box>
  );
};
