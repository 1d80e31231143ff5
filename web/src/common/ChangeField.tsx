// The before/after columns of an activity-log entry: only the fields that changed, one per line, by
// their label and with their values formatted like the rest of the console: references by the name of
// the record they name, money with its currency, codes by their labels (issue 28). An entry of a
// document carries its lines' changes inside it (decision 0084): shown under the after column.
import { Box, Chip, Typography } from '@mui/material';
import { RecordContextProvider, ReferenceField, useRecordContext, useTranslate } from 'react-admin';
import { resourceOfReference } from '../resources/logs/objectResources.ts';
import { logFieldLabel, logFieldText, REDACTED } from './format/logValues.ts';
import { useFormat } from './format/useFormat.ts';

type Snapshot = Record<string, unknown> | null | undefined;

const MAX_LINES = 8;

// A value hidden on both sides was still changed: the log records changed fields only.
const same = (a: unknown, b: unknown) => a !== REDACTED && b !== REDACTED && JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Keys that differ between the two snapshots (all keys of the one present when the other is empty). */
export function changedKeys(before: Snapshot, after: Snapshot): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys].filter((key) => !same(before?.[key], after?.[key]));
}

/** One field's value: a reference by its record's name (its id while that loads), else formatted text. */
const FieldValue = ({ objectType, field, snapshot }: { objectType: unknown; field: string; snapshot: Record<string, unknown> }) => {
  const translate = useTranslate();
  const format = useFormat();
  const value = snapshot[field];
  const reference = typeof value === 'number' ? resourceOfReference(field) : null;
  if (reference) {
    return (
      <RecordContextProvider value={{ id: `log-${field}`, [field]: value }}>
        <ReferenceField source={field} reference={reference} link={false} emptyText={String(value)} />
      </RecordContextProvider>
    );
  }
  return <>{logFieldText(objectType, field, value, snapshot, format, translate)}</>;
};

/** The changed fields of one side of a change, as a definition list. */
export const ChangeList = ({ objectType, before, after, side }: { objectType: unknown; before: Snapshot; after: Snapshot; side: 'before' | 'after' }) => {
  const translate = useTranslate();
  const snapshot = side === 'before' ? before : after;
  if (!snapshot) return null;
  const keys = changedKeys(before, after).filter((key) => snapshot[key] !== null && snapshot[key] !== undefined);
  if (keys.length === 0) return null;
  return (
    <Box component="dl" sx={{ m: 0, fontSize: 12, maxWidth: 300 }}>
      {keys.slice(0, MAX_LINES).map((key) => (
        <Box key={key} sx={{ display: 'flex', gap: 0.75, overflowWrap: 'anywhere' }}>
          <Typography component="dt" variant="inherit" color="text.secondary" sx={{ flexShrink: 0 }}>
            {logFieldLabel(objectType, key, translate)}:
          </Typography>
          <Typography component="dd" variant="inherit" sx={{ m: 0 }}>
            <FieldValue objectType={objectType} field={key} snapshot={snapshot} />
          </Typography>
        </Box>
      ))}
      {keys.length > MAX_LINES && (
        <Typography variant="inherit" color="text.secondary">
          +{keys.length - MAX_LINES}
        </Typography>
      )}
    </Box>
  );
};

export interface ChangeFieldProps {
  /** Which snapshot this column shows. */
  side: 'before' | 'after';
}

export const ChangeField = ({ side }: ChangeFieldProps) => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <>
      <ChangeList objectType={record.object_type} before={record.before as Snapshot} after={record.after as Snapshot} side={side} />
      {side === 'after' && <LinesOfChange />}
    </>
  );
};

interface LineChange {
  verb: string;
  object_type: string;
  object_id: string;
  object_repr: string | null;
  before: Snapshot;
  after: Snapshot;
}

/** The lines a document's change carries (decision 0084): each with its verb, its name and what changed. */
export const LinesOfChange = ({ maxWidth = 300 }: { maxWidth?: number | 'none' }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const lines = (record?.lines ?? null) as LineChange[] | null;
  if (!lines?.length) return null;
  return (
    <Box data-testid="log-lines" sx={{ mt: 1, fontSize: 12, maxWidth }}>
      <Typography variant="caption" color="text.secondary">
        {translate('app.log.lines', { smart_count: lines.length })}
      </Typography>
      {lines.map((line) => (
        <Box key={`${line.object_type}-${line.object_id}`} data-testid="log-line" sx={{ borderLeft: 2, borderColor: 'divider', pl: 1, my: 0.5 }}>
          <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'center' }}>
            <Chip size="small" variant="outlined" label={translate(`app.verbs.${line.verb}`, { _: line.verb })} />
            <Typography variant="inherit">{line.object_repr ?? line.object_id}</Typography>
          </Box>
          {line.verb === 'update' ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
              <ChangeList objectType={line.object_type} before={line.before} after={line.after} side="before" />
              <Typography variant="inherit" color="text.secondary">
                →
              </Typography>
              <ChangeList objectType={line.object_type} before={line.before} after={line.after} side="after" />
            </Box>
          ) : (
            <ChangeList objectType={line.object_type} before={line.before} after={line.after} side={line.after ? 'after' : 'before'} />
          )}
        </Box>
      ))}
    </Box>
  );
};
