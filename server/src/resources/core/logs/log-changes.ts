// A log entry's changes as text for the spreadsheet export: "field: old → new", one per line, only
// the fields that changed (the same rule as the console's history).
import { REDACTED } from '../../../platform/auth/readers.ts';

type Snapshot = Record<string, unknown> | null | undefined;

const text = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '∅';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

export function changesText(before: unknown, after: unknown): string {
  const b = (before ?? {}) as NonNullable<Snapshot>;
  const a = (after ?? {}) as NonNullable<Snapshot>;
  // A value its reader may not read (decision 0061) is the marker on both sides, yet it changed.
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
    (key) => b[key] === REDACTED || a[key] === REDACTED || JSON.stringify(b[key] ?? null) !== JSON.stringify(a[key] ?? null),
  );
  return keys.map((key) => (before && after ? `${key}: ${text(b[key])} → ${text(a[key])}` : `${key}: ${text(after ? a[key] : b[key])}`)).join('\n');
}
