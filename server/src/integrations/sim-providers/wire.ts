// Reading provider answers defensively: whatever a provider sends, the adapter returns the
// interface's shapes or an IntegrationError naming the provider, never a half-filled object.
import { IntegrationError } from '../http.ts';
import { toLiveStatus, type SimBackup, type SimLiveStatus, type SimNetworkEvent } from './api.ts';

export type Json = Record<string, unknown>;

export const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null);
export const num = (v: unknown): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : 0;
export const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});

export function statusOf(system: string, raw: unknown): SimLiveStatus {
  const status = toLiveStatus(raw);
  if (!status) throw new IntegrationError(system, `answered an unknown SIM status ${JSON.stringify(raw)?.slice(0, 40)}`);
  return status;
}

export function listOf(system: string, v: unknown, what: string): Json[] {
  if (!Array.isArray(v)) throw new IntegrationError(system, `answered something other than a list of ${what}`);
  return v.map(obj);
}

/** An ISO timestamp from a provider's date-time, or an error: events without a time are useless. */
export function isoTime(system: string, v: unknown): string {
  const t = typeof v === 'number' ? v * (v < 1e12 ? 1000 : 1) : typeof v === 'string' ? Date.parse(v) : NaN;
  if (!Number.isFinite(t)) throw new IntegrationError(system, 'answered a network event without a valid time');
  return new Date(t).toISOString();
}

export const newestFirst = (events: SimNetworkEvent[]) => events.sort((a, b) => b.timestamp.localeCompare(a.timestamp));

/** A backup from a creation time, a size in bytes and a download link. */
export function backupOf(system: string, id: unknown, createdAt: unknown, size: unknown, url: unknown): SimBackup {
  const at = isoTime(system, createdAt);
  return { id: str(id) ?? at, date: at.slice(0, 10), time: at.slice(11, 19), size: num(size), url: str(url) ?? '' };
}

/** A YYYY-MM-DD day from a provider's date (or date-time), or an error: usage without a day is useless. */
export function dayOf(system: string, v: unknown): string {
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) return v;
  return isoTime(system, v).slice(0, 10);
}
