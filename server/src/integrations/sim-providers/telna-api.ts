// Telna's API as far as it can be known without Telna's reference (decision 0073). Telna publishes no
// reference openly: its developer documentation is given to customers, and no page of it could be
// found. What public clients of "Telna Connect" v2.1 show, and what this file follows:
//   host https://developer-api.telna.com, every path under /v2.1, `Authorization: Bearer <KeyID>`;
//   lists paged with count and offset, answered as {data: [...], total, offset, count};
//   GET /v2.1/inventory/sim-registries/{iccid} -> {iccid, imsi, msisdn, status, last_session, ...},
//       status AVAILABLE | ALLOCATED | ACTIVE | SUSPENDED | INACTIVE | RETIRED;
//   GET /v2.1/usage/sessions/{iccid} -> sessions {session_id, start_time, end_time, data_used_mb,
//       country, operator, network} (the fields as one public client reads them).
// Everything else is ASSUMED and marked so below: how a SIM is suspended and enabled, network events,
// backups, the query of the sessions. This is the one file to change when Telna's reference is at hand;
// telna.ts only sends what this file builds and reads what it maps.
import { IntegrationError } from '../http.ts';
import { type SimBackup, type SimLiveStatus, type SimNetworkEvent, toLiveStatus } from './api.ts';
import { backupOf, isoTime, type Json, listOf, num, obj, str } from './wire.ts';

export const SYSTEM = 'telna';
const V = 'v2.1';
const enc = encodeURIComponent;
/** Rows asked per page of a paged list. */
export const PAGE_SIZE = 100;

/** Where each call's shape comes from: a public client shows it, or we assumed it. */
export type Provenance = 'public client' | 'assumed';

export interface TelnaRequest {
  method: 'GET' | 'PUT';
  path: string;
  query?: Record<string, string | number>;
  body?: unknown;
  provenance: Provenance;
}

export const telnaCalls = {
  /** The SIM as the inventory knows it, status included. */
  simRegistry: (iccid: string): TelnaRequest => ({ method: 'GET', path: `${V}/inventory/sim-registries/${enc(iccid)}`, provenance: 'public client' }),
  /** ASSUMED: the SIM's status set on its registry entry; answers the entry. */
  setStatus: (iccid: string, status: 'ACTIVE' | 'SUSPENDED'): TelnaRequest => ({
    method: 'PUT',
    path: `${V}/inventory/sim-registries/${enc(iccid)}`,
    body: { status },
    provenance: 'assumed',
  }),
  /** ASSUMED: the SIM's latest network events (location updates), newest first. */
  networkEvents: (iccid: string, limit: number): TelnaRequest => ({
    method: 'GET',
    path: `${V}/inventory/sim-registries/${enc(iccid)}/network-events`,
    query: { count: limit, offset: 0 },
    provenance: 'assumed',
  }),
  /** ASSUMED: the SIM's backups. */
  backups: (iccid: string): TelnaRequest => ({ method: 'GET', path: `${V}/inventory/sim-registries/${enc(iccid)}/backups`, provenance: 'assumed' }),
  /** The SIM's data sessions (path from a public client; the time window in the query is ASSUMED). */
  sessions: (iccid: string, from: string, to: string, offset: number): TelnaRequest => ({
    method: 'GET',
    path: `${V}/usage/sessions/${enc(iccid)}`,
    query: { start_time: `${from}T00:00:00Z`, end_time: `${to}T23:59:59Z`, count: PAGE_SIZE, offset },
    provenance: 'public client',
  }),
} as const;

/** A page of a paged list: its rows and whether another page follows. */
export function pageOf(answer: unknown, what: string): { rows: Json[]; more: boolean } {
  const a = obj(answer);
  const rows = listOf(SYSTEM, a.data, what);
  const offset = num(a.offset);
  const total = num(a.total);
  return { rows, more: rows.length > 0 && total > 0 && offset + rows.length < total };
}

/** Telna's SIM statuses on the console's: ALLOCATED and INACTIVE SIMs are not yet in service. */
export function statusOfRegistry(answer: unknown): SimLiveStatus {
  const raw = obj(answer).status;
  const status = raw === 'ALLOCATED' ? 'AVAILABLE' : toLiveStatus(raw);
  if (!status) throw new IntegrationError(SYSTEM, `answered an unknown SIM status ${JSON.stringify(raw)?.slice(0, 40)}`);
  return status;
}

/** ASSUMED fields of a network event. */
export function eventOf(e: Json): SimNetworkEvent {
  return {
    timestamp: isoTime(SYSTEM, e.timestamp),
    type: str(e.event_type),
    mcc: str(e.mcc),
    mnc: str(e.mnc),
    network_name: str(e.network_name),
    vpmn: str(e.vpmn),
    country_iso3: str(e.country_iso3),
    country_name: str(e.country_name),
    imsi: str(e.imsi),
    imsi_id: str(e.imsi_id),
  };
}

/** ASSUMED fields of a backup. */
export const backupOfTelna = (b: Json): SimBackup => backupOf(SYSTEM, b.id, b.created_at, b.size, b.url);

export interface TelnaSession {
  start: string;
  open: boolean;
  mb: number;
  /** As Telna names it: an ISO code (2 or 3 letters) or a name. */
  country: string | null;
  operator: string | null;
  network: string | null;
}

/** A data session, its fields as the public client reads them. */
export function sessionOf(s: Json): TelnaSession {
  return {
    start: isoTime(SYSTEM, s.start_time),
    open: s.end_time == null || s.end_time === '',
    mb: Math.max(0, num(s.data_used_mb)),
    country: str(s.country),
    operator: str(s.operator),
    network: str(s.network),
  };
}
