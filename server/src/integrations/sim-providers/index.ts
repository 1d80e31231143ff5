// SIM providers (spec 1 §2.8, §4): live status, suspend/enable, network events, backups and live data
// of manageable SIMs. One adapter per provider named by providers.api (contract SIM_PROVIDERS); each
// is its real HTTP client when its URL and credentials are configured, else the simulator.
import type { SIM_PROVIDERS } from '@console/contract';
import type { Config } from '../../config.ts';
import { PhenixUnavailable } from './phenix.ts';
import { SimProviderSimulator } from './simulator.ts';
import { TelnaClient } from './telna.ts';
import { WebbingClient } from './webbing.ts';

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

export function createSimProviders(config: Config): SimProviders {
  const real = config.INTEGRATIONS === 'real';
  return {
    telna: real && config.TELNA_URL && config.TELNA_API_KEY ? new TelnaClient(config.TELNA_URL, config.TELNA_API_KEY) : new SimProviderSimulator('telna'),
    webbing:
      real && config.WEBBING_URL && config.WEBBING_CLIENT_ID && config.WEBBING_CLIENT_SECRET
        ? new WebbingClient(config.WEBBING_URL, config.WEBBING_CLIENT_ID, config.WEBBING_CLIENT_SECRET, config.WEBBING_TOKEN_URL)
        : new SimProviderSimulator('webbing'),
    // No public API to call (decision 0042): refused in real mode rather than simulated in production.
    phenix: real ? new PhenixUnavailable() : new SimProviderSimulator('phenix'),
  };
}

/** Maps a provider's word for a state onto the console's statuses. */
export function toLiveStatus(raw: unknown): SimLiveStatus | null {
  if (typeof raw !== 'string') return null;
  const v = raw.trim().toUpperCase().replace(/[\s-]+/g, '_');
  if (['ACTIVE', 'ACTIVATED', 'ENABLED', 'LIVE'].includes(v)) return 'ACTIVE';
  if (['SUSPENDED', 'SUSPEND', 'PAUSED', 'BLOCKED', 'DEACTIVATED', 'DISABLED'].includes(v)) return 'SUSPENDED';
  if (['AVAILABLE', 'INACTIVE', 'READY', 'NOT_ACTIVATED', 'PRE_ACTIVE', 'TEST_READY', 'ISSUED'].includes(v)) return 'AVAILABLE';
  if (['TERMINATED', 'RETIRED', 'DELETED', 'PURGED'].includes(v)) return 'TERMINATED';
  if (v === 'UNKNOWN') return 'UNKNOWN';
  return null;
}
