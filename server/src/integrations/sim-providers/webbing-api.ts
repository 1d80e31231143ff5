// Webbing's API: every path and field below is ASSUMED (decision 0073). Webbing publishes no API
// reference and no public client of its SIM management (WebbingCTRL) could be found; the only public
// trace of a Webbing API is an older SOAP 1.2 web service for its hotspot devices
// (https://wws.iamwebbing.com/usage/Usage.asmx, a Credentials header with Username, Password and WSKey,
// GetSpotUsage by device IMEI), which serves no SIM. So this file is the one to rewrite when Webbing hands
// over its documentation; webbing.ts (OAuth2 client credentials, bearer calls, retries) stays.
//   GET  /api/v1/sims/{iccid}                       -> {data: {iccid, state}}   state Active | Suspended | Inactive | Terminated
//   POST /api/v1/sims/{iccid}/suspend | /activate   -> {data: {iccid, state}}
//   GET  /api/v1/sims/{iccid}/network-events?limit=N -> {data: [{time, event, mcc, mnc, operator, vpmn,
//                                                      country: {iso3, name}, imsi, imsi_id}]}
//   GET  /api/v1/sims/{iccid}/backups               -> {data: [{backup_id, timestamp, size_bytes, download_url}]}
//   GET  /api/v1/sims/{iccid}/live                  -> {data: {state, connected, operator, country: {iso3},
//                                                      rat, ip, session_start, usage_mb: {today, month}}}
//   GET  /api/v1/sims/{iccid}/usage?start_date=&end_date= -> {data: [{date, usage_mb, country: {iso2}, vpmn, imsi}]}
import type { SimBackup, SimDailyUsage, SimNetworkEvent } from './api.ts';
import { backupOf, dayOf, isoTime, type Json, num, obj, str } from './wire.ts';

export const SYSTEM = 'webbing';
const enc = encodeURIComponent;

export interface WebbingRequest {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | number>;
}

const sim = (iccid: string) => `api/v1/sims/${enc(iccid)}`;

export const webbingCalls = {
  sim: (iccid: string): WebbingRequest => ({ method: 'GET', path: sim(iccid) }),
  suspend: (iccid: string): WebbingRequest => ({ method: 'POST', path: `${sim(iccid)}/suspend` }),
  activate: (iccid: string): WebbingRequest => ({ method: 'POST', path: `${sim(iccid)}/activate` }),
  networkEvents: (iccid: string, limit: number): WebbingRequest => ({ method: 'GET', path: `${sim(iccid)}/network-events`, query: { limit } }),
  backups: (iccid: string): WebbingRequest => ({ method: 'GET', path: `${sim(iccid)}/backups` }),
  live: (iccid: string): WebbingRequest => ({ method: 'GET', path: `${sim(iccid)}/live` }),
  usage: (iccid: string, start: string, end: string): WebbingRequest => ({
    method: 'GET',
    path: `${sim(iccid)}/usage`,
    query: { start_date: start, end_date: end },
  }),
} as const;

/** The payload inside the assumed {data: ...} envelope. */
export const dataOf = (answer: unknown) => obj(answer).data;
/** The SIM state word of a SIM or live answer. */
export const stateOf = (answer: unknown) => obj(dataOf(answer)).state;

export function eventOf(e: Json): SimNetworkEvent {
  const country = obj(e.country);
  return {
    timestamp: isoTime(SYSTEM, e.time),
    type: str(e.event),
    mcc: str(e.mcc),
    mnc: str(e.mnc),
    network_name: str(e.operator),
    vpmn: str(e.vpmn),
    country_iso3: str(country.iso3),
    country_name: str(country.name),
    imsi: str(e.imsi),
    imsi_id: str(e.imsi_id),
  };
}

export const backupOfWebbing = (b: Json): SimBackup => backupOf(SYSTEM, b.backup_id, b.timestamp, b.size_bytes, b.download_url);

/** The live answer's fields, status aside. */
export function liveOf(answer: unknown) {
  const d = obj(dataOf(answer));
  const usage = obj(d.usage_mb);
  return {
    online: d.connected === true,
    network_name: str(d.operator),
    country_iso3: str(obj(d.country).iso3),
    rat: str(d.rat),
    ip_address: str(d.ip),
    session_started_at: d.session_start ? isoTime(SYSTEM, d.session_start) : null,
    data_mb_today: num(usage.today),
    data_mb_month: num(usage.month),
  };
}

/** A day of usage, in MB of 1024 × 1024 bytes with decimals: stored as bytes. */
export function usageDayOf(u: Json): SimDailyUsage {
  return {
    date: dayOf(SYSTEM, u.date),
    bytes: Math.max(0, Math.round(num(u.usage_mb) * 1024 * 1024)),
    country_code: str(obj(u.country).iso2)?.toUpperCase() ?? null,
    vpmn: str(u.vpmn),
    imsi: str(u.imsi),
  };
}
