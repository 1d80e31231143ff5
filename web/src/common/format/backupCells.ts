// Config backups (devices, SIM cards) come from the outside systems as a UTC date, a UTC time and a
// size in bytes: shown as the Brussels date and time of that instant and a readable size.
import type { Formatters } from './useFormat.ts';

type Row = Record<string, unknown>;

/** The instant of a backup row, when its date and time can be read as UTC. */
function instantOf(row: Row): string | undefined {
  if (typeof row.date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(row.date)) return undefined;
  const time = typeof row.time === 'string' && /^\d{2}:\d{2}(:\d{2})?$/.test(row.time) ? row.time : undefined;
  return time ? `${row.date}T${time}Z` : undefined;
}

export function backupCell(key: string, row: Row, format: Formatters): string {
  const value = row[key];
  const instant = instantOf(row);
  if (key === 'date') return instant ? format.date(instant) : format.date(value);
  if (key === 'time') return instant ? format.time(instant, { seconds: true }) : String(value ?? '-');
  if (key === 'size') return format.bytes(value);
  if (key === 'created_at') return format.dateTime(value);
  return String(value ?? '-');
}
