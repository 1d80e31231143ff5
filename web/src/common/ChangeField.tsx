// The before/after columns of an activity-log entry: only the keys that changed, one per line.
import { Box, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';

type Snapshot = Record<string, unknown> | null | undefined;

const MAX_LINES = 8;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Keys that differ between the two snapshots (all keys of the one present when the other is empty). */
export function changedKeys(before: Snapshot, after: Snapshot): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys].filter((key) => !same(before?.[key], after?.[key]));
}

const show = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '∅';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

export interface ChangeFieldProps {
  /** Which snapshot this column shows. */
  side: 'before' | 'after';
}

export const ChangeField = ({ side }: ChangeFieldProps) => {
  const record = useRecordContext();
  if (!record) return null;
  const before = record.before as Snapshot;
  const after = record.after as Snapshot;
  const snapshot = side === 'before' ? before : after;
  if (!snapshot) return null;
  const keys = changedKeys(before, after).filter((key) => snapshot[key] !== null && snapshot[key] !== undefined);
  return (
    <Box component="dl" sx={{ m: 0, fontSize: 12, fontFamily: 'monospace', maxWidth: 360 }}>
      {keys.slice(0, MAX_LINES).map((key) => (
        <Box key={key} sx={{ display: 'flex', gap: 0.75, overflowWrap: 'anywhere' }}>
          <Typography component="dt" variant="inherit" color="text.secondary" sx={{ flexShrink: 0 }}>
            {key}:
          </Typography>
          <Typography component="dd" variant="inherit" sx={{ m: 0 }}>
            {show(snapshot[key])}
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
