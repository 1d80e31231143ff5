// The SIM providers' interface, types and status mapping, apart from the factory in index.ts so that
// the adapters (telna.ts, webbing.ts, phenix.ts, simulator.ts) and wire.ts share them without importing
// the module that imports them (toLiveStatus read through that circle while the modules load is not
// initialised yet).
import type { SIM_PROVIDERS } from '@console/contract';

/** The SIM statuses of the console (contract SIM_STATUSES) that a provider can report. */
export type SimLiveStatus = 'ACTIVE' | 'SUSPENDED' | 'AVAILABLE' | 'TERMINATED' | 'UNKNOWN';

/** A network event (location update) as the console shows it (spec 1 §3 SIM event). */
export interface SimNetworkEvent {
  timestamp: string;
  type: string | null;
  mcc: string | null;
  mnc: string | null;
  network_name: string | null;
  vpmn: string | null;
  country_iso3: string | null;
  country_name: string | null;
  imsi: string | null;
  imsi_id: string | null;
}

/** A SIM backup item (spec 1 §3): date and time as the provider's UTC date and time of day. */
export interface SimBackup {
  id: string;
  date: string;
  time: string;
  /** Bytes. */
  size: number;
  url: string;
}

/** The provider's latest view of the SIM's session. Data in MB (one unit, converted at the edge). */
export interface SimLiveData {
  iccid: string;
  status: SimLiveStatus;
  online: boolean;
  network_name: string | null;
  country_iso3: string | null;
  rat: string | null;
  ip_address: string | null;
  session_started_at: string | null;
  data_mb_today: number;
  data_mb_month: number;
  updated_at: string;
}

/** A SIM's data for one day as the provider bills it: bytes, and the network it was used on. */
export interface SimDailyUsage {
  date: string;
  bytes: number;
  /** ISO 3166 alpha-2 of the visited country. */
  country_code: string | null;
  vpmn: string | null;
  imsi: string | null;
}

export interface SimProviderApi {
  getStatus(iccid: string): Promise<SimLiveStatus>;
  /** Returns the status after the change. */
  suspend(iccid: string): Promise<SimLiveStatus>;
  enable(iccid: string): Promise<SimLiveStatus>;
  /** Newest first. */
  lastNetworkEvents(iccid: string, limit: number): Promise<SimNetworkEvent[]>;
  backups(iccid: string): Promise<SimBackup[]>;
  liveData(iccid: string): Promise<SimLiveData>;
  /** Data used per day between two dates (YYYY-MM-DD, both included), a corrected day answering its new figure. */
  dailyUsage(iccid: string, start: string, end: string): Promise<SimDailyUsage[]>;
}

export type SimProviderName = (typeof SIM_PROVIDERS)[number];
export type SimProviders = Record<SimProviderName, SimProviderApi>;

/** Maps a provider's word for a state onto the console's statuses. */
export function toLiveStatus(raw: unknown): SimLiveStatus | null {
  if (typeof raw !== 'string') return null;
  const v = raw
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  if (['ACTIVE', 'ACTIVATED', 'ENABLED', 'LIVE'].includes(v)) return 'ACTIVE';
  if (['SUSPENDED', 'SUSPEND', 'PAUSED', 'BLOCKED', 'DEACTIVATED', 'DISABLED'].includes(v)) return 'SUSPENDED';
  if (['AVAILABLE', 'INACTIVE', 'READY', 'NOT_ACTIVATED', 'PRE_ACTIVE', 'TEST_READY', 'ISSUED'].includes(v)) return 'AVAILABLE';
  if (['TERMINATED', 'RETIRED', 'DELETED', 'PURGED'].includes(v)) return 'TERMINATED';
  if (v === 'UNKNOWN') return 'UNKNOWN';
  return null;
}
