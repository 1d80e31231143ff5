// An in-process SIM provider: every ICCID has a believable life without any outside system. Its first
// status, home network and whether it roams are derived from the ICCID (the demo data uses the same
// functions, so a demo SIM's stored status is what the simulator reports); suspend and enable change
// that state for the life of the process; network events are drawn on a timeline that moves with the
// clock, so a refresh later shows newer events.
import type { SimBackup, SimDailyUsage, SimLiveData, SimLiveStatus, SimNetworkEvent, SimProviderApi, SimProviderName } from './api.ts';
import { IntegrationError } from '../http.ts';
import { networkTurn, pacer } from '../simulated-network.ts';

interface Network {
  iso2: string;
  mcc: string;
  mnc: string;
  name: string;
  iso3: string;
  country: string;
}

/** Real MCC/MNC pairs of the networks the demo SIMs meet. */
export const NETWORKS: Network[] = [
  { iso2: 'BE', mcc: '206', mnc: '01', name: 'Proximus', iso3: 'BEL', country: 'Belgium' },
  { iso2: 'BE', mcc: '206', mnc: '10', name: 'Orange Belgium', iso3: 'BEL', country: 'Belgium' },
  { iso2: 'BE', mcc: '206', mnc: '20', name: 'BASE', iso3: 'BEL', country: 'Belgium' },
  { iso2: 'NL', mcc: '204', mnc: '08', name: 'KPN', iso3: 'NLD', country: 'Netherlands' },
  { iso2: 'NL', mcc: '204', mnc: '04', name: 'Vodafone NL', iso3: 'NLD', country: 'Netherlands' },
  { iso2: 'FR', mcc: '208', mnc: '01', name: 'Orange France', iso3: 'FRA', country: 'France' },
  { iso2: 'FR', mcc: '208', mnc: '10', name: 'SFR', iso3: 'FRA', country: 'France' },
  { iso2: 'DE', mcc: '262', mnc: '01', name: 'Telekom.de', iso3: 'DEU', country: 'Germany' },
  { iso2: 'ES', mcc: '214', mnc: '07', name: 'Movistar', iso3: 'ESP', country: 'Spain' },
  { iso2: 'CH', mcc: '228', mnc: '01', name: 'Swisscom', iso3: 'CHE', country: 'Switzerland' },
];
const HOME_NETWORKS = 7; // the first seven are Benelux and France: where the demo sites are
const EVENT_TYPES = ['UpdateGprsLocation', 'UpdateLocation', 'UpdateGprsLocation', 'Authentication', 'CancelLocation'];
const HOUR = 3_600_000;

/** FNV-1a: stable across runs, so a given ICCID always behaves the same. */
export function hashOf(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i += 1) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** What the simulator reports for a SIM nobody has suspended or enabled yet: about one in eight suspended. */
export const initialSimStatus = (iccid: string): SimLiveStatus => (hashOf(`status:${iccid}`) % 8 === 0 ? 'SUSPENDED' : 'ACTIVE');
/** About one SIM in five is abroad. */
export const isRoaming = (iccid: string) => hashOf(`roam:${iccid}`) % 5 === 0;
const homeNetwork = (iccid: string) => NETWORKS[hashOf(`home:${iccid}`) % HOME_NETWORKS];
const imsiOf = (iccid: string, net: Network) =>
  `${net.mcc}${net.mnc}${String(hashOf(`imsi:${iccid}`))
    .padStart(10, '0')
    .slice(0, 10)}`;

export class SimProviderSimulator implements SimProviderApi {
  private readonly statuses = new Map<string, SimLiveStatus>();
  /** ICCIDs whose calls fail, to rehearse a provider outage. */
  readonly failing = new Set<string>();

  constructor(
    readonly provider: SimProviderName,
    private readonly now: () => number = Date.now,
  ) {}

  private check(iccid: string) {
    if (this.failing.has(iccid)) throw new IntegrationError(this.provider, 'HTTP 503: service unavailable', 503);
    if (!/^\d{18,22}$/.test(iccid)) throw new IntegrationError(this.provider, `HTTP 404: unknown ICCID ${iccid}`, 404);
  }

  async getStatus(iccid: string): Promise<SimLiveStatus> {
    this.check(iccid);
    return this.statuses.get(iccid) ?? initialSimStatus(iccid);
  }

  private async change(iccid: string, from: SimLiveStatus, to: SimLiveStatus): Promise<SimLiveStatus> {
    const current = await this.getStatus(iccid);
    if (current !== from && current !== to) throw new IntegrationError(this.provider, `HTTP 409: SIM is ${current}`, 409);
    this.statuses.set(iccid, to);
    return to;
  }

  suspend(iccid: string) {
    return this.change(iccid, 'ACTIVE', 'SUSPENDED');
  }

  enable(iccid: string) {
    return this.change(iccid, 'SUSPENDED', 'ACTIVE');
  }

  /**
   * Events every few hours on a fixed grid of the clock: a roaming SIM alternates between its home
   * network and one abroad; a suspended SIM reports nothing new after its suspension.
   */
  async lastNetworkEvents(iccid: string, limit: number): Promise<SimNetworkEvent[]> {
    this.check(iccid);
    const h = hashOf(iccid);
    const step = (3 + (h % 5)) * HOUR;
    const home = homeNetwork(iccid);
    const abroad = NETWORKS[HOME_NETWORKS + (h % (NETWORKS.length - HOME_NETWORKS))];
    const roaming = isRoaming(iccid);
    let t = Math.floor(this.now() / step) * step + (h % 3_600) * 1000;
    if (t > this.now()) t -= step;
    const events: SimNetworkEvent[] = [];
    for (let i = 0; i < Math.min(limit, 200); i += 1, t -= step) {
      const k = hashOf(`${iccid}:${t}`);
      const net = roaming && Math.floor(i / 4) % 2 === 0 ? abroad : i % 9 === 8 ? NETWORKS[k % HOME_NETWORKS] : home;
      events.push({
        timestamp: new Date(t).toISOString(),
        type: EVENT_TYPES[k % EVENT_TYPES.length],
        mcc: net.mcc,
        mnc: net.mnc,
        network_name: net.name,
        vpmn: `${net.iso3.slice(0, 3)}${net.mnc}`,
        country_iso3: net.iso3,
        country_name: net.country,
        imsi: imsiOf(iccid, home),
        imsi_id: String(1 + (h % 3)),
      });
    }
    return events;
  }

  async backups(iccid: string): Promise<SimBackup[]> {
    this.check(iccid);
    const day = 86_400_000;
    const today = Math.floor(this.now() / day) * day;
    return Array.from({ length: 5 }, (_, i) => {
      const at = new Date(today - i * 7 * day + (hashOf(`${iccid}:${i}`) % 86_400) * 1000);
      const id = `${iccid.slice(-6)}-${at.toISOString().slice(0, 10).replace(/-/g, '')}`;
      return {
        id,
        date: at.toISOString().slice(0, 10),
        time: at.toISOString().slice(11, 19),
        size: 12_000 + (hashOf(id) % 40_000),
        url: `https://${this.provider}.simulator.invalid/backups/${iccid}/${id}.bin`,
      };
    }).filter((b) => Date.parse(`${b.date}T${b.time}Z`) <= this.now());
  }

  async liveData(iccid: string): Promise<SimLiveData> {
    const status = await this.getStatus(iccid);
    const [last] = await this.lastNetworkEvents(iccid, 1);
    const h = hashOf(`live:${iccid}`);
    const online = status === 'ACTIVE' && h % 6 !== 0;
    const hourOfDay = new Date(this.now()).getUTCHours() + 1;
    return {
      iccid,
      status,
      online,
      network_name: last?.network_name ?? null,
      country_iso3: last?.country_iso3 ?? null,
      rat: online ? ['4G', '4G', '5G', '3G'][h % 4] : null,
      ip_address: online ? `10.${(h >>> 8) & 255}.${(h >>> 16) & 255}.${(h & 253) + 1}` : null,
      session_started_at: online ? new Date(this.now() - ((h % 72) + 1) * HOUR).toISOString() : null,
      data_mb_today: online ? Math.round(((h % 900) / 24) * hourOfDay * 10) / 10 : 0,
      data_mb_month: status === 'ACTIVE' ? Math.round((h % 30_000) * 10 * new Date(this.now()).getUTCDate()) / 100 : 0,
      updated_at: new Date(this.now()).toISOString(),
    };
  }

  /**
   * Daily usage from the same hash as the demo data (simulatedDailyBytes): an active SIM uses tens to
   * hundreds of MB most days, a roaming one on the network abroad every other week.
   */
  async dailyUsage(iccid: string, start: string, end: string): Promise<SimDailyUsage[]> {
    this.check(iccid);
    const from = Date.parse(`${start}T00:00:00Z`);
    const to = Math.min(Date.parse(`${end}T00:00:00Z`), this.now());
    if (Number.isNaN(from) || Number.isNaN(to)) throw new IntegrationError(this.provider, 'HTTP 400: bad date range', 400);
    const home = homeNetwork(iccid);
    const abroad = NETWORKS[HOME_NETWORKS + (hashOf(iccid) % (NETWORKS.length - HOME_NETWORKS))];
    const out: SimDailyUsage[] = [];
    // Answered after a turn of the event loop, as over the network (simulated-network.ts).
    await networkTurn();
    const pace = pacer();
    for (let t = from; t <= to; t += 86_400_000) {
      await pace();
      const date = new Date(t).toISOString().slice(0, 10);
      const net = isRoaming(iccid) && Math.floor(t / (7 * 86_400_000)) % 2 === 0 ? abroad : home;
      out.push({ date, bytes: simulatedDailyBytes(iccid, date), country_code: net.iso2, vpmn: `${net.iso3}${net.mnc}`, imsi: imsiOf(iccid, home) });
    }
    return out;
  }
}

/** Bytes a simulated SIM uses on a day: 0 about one day in nine, else 5 to 800 MB. */
export function simulatedDailyBytes(iccid: string, date: string): number {
  const h = hashOf(`use:${iccid}:${date}`);
  return h % 9 === 0 ? 0 : (5 + (h % 796)) * 1024 * 1024 + (h % 1_000_000);
}
