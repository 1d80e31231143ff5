// The before/after columns of an activity-log entry: only the fields that changed, one per line, by
// their label and with their values formatted like the rest of the console.
import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { logFieldLabel, logValueText, REDACTED } from './format/logValues.ts';
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

export interface ChangeFieldProps {
  /** Which snapshot this column shows. */
  side: 'before' | 'after';
}

export const ChangeField = ({ side }: ChangeFieldProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const format = useFormat();
  if (!record) return null;
  const before = record.before as Snapshot;
  const after = record.after as Snapshot;
  const snapshot = side === 'before' ? before : after;
  if (!snapshot) return null;
  const keys = changedKeys(before, after).filter((key) => snapshot[key] !== null && snapshot[key] !== undefined);
  return (
    <Box component="dl" sx={{ m: 0, fontSize: 12, maxWidth: 360 }}>
      {keys.slice(0, MAX_LINES).map((key) => (
        <Box key={key} sx={{ display: 'flex', gap: 0.75, overflowWrap: 'anywhere' }}>
          <Typography component="dt" variant="inherit" color="text.secondary" sx={{ flexShrink: 0 }}>
            {logFieldLabel(record.object_type, key, translate)}:
          </Typography>
          <Typography component="dd" variant="inherit" sx={{ m: 0 }}>
            {logValueText(snapshot[key], format, translate)}
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
