// The satellite provider in-process, believable enough to demo: two accounts, 40 terminals (36 on
// service lines, 4 available), service lines active, opted out, paused and deactivated, telemetry
// that moves with the time of day (speeds, latency, obstruction, uptime, alerts with the codes of
// spec 3 §9), an obstruction map per dish, and data usage that grows through the day. Commands change
// its state as the real provider would. `failNext` makes the next matching call fail with a message,
// as the provider refuses things.
import { IntegrationError } from '../http.ts';
import { encodePng } from './png.ts';
import {
  SATELLITE_EVENT_CODES,
  type SatelliteApi,
  type SlAccount,
  type SlAddress,
  type SlBillingCycle,
  type SlNewAddress,
  type SlProduct,
  type SlProvision,
  type SlServiceLine,
  type SlTelemetry,
  type SlTerminal,
  type TerminalState,
} from './api.ts';

const SYSTEM = 'starlink';

/** A number in [0, 1) from integers: the same inputs give the same value on every run. */
export function noise(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const p of parts) {
    h ^= p | 0;
    h = Math.imul(h, 0x01000193);
    h ^= h >>> 13;
    h = Math.imul(h, 0x5bd1e995);
    h ^= h >>> 15;
  }
  return (h >>> 0) / 4294967296;
}

const ACCOUNTS: SlAccount[] = [
  { accountNumber: 'ACC-2284913-71452-18', accountName: 'Reseller Maritime', regionCode: 'BE' },
  { accountNumber: 'ACC-3309125-60981-27', accountName: 'Reseller Events & Sites', regionCode: 'FR' },
];

const PLACES: [string, string, string, string, number, number][] = [
  ['Kaai 24', 'Antwerpen', '2000', 'VAN', 51.2304, 4.4048],
  ['Rue du Port 3', 'Zeebrugge', '8380', 'VWV', 51.3337, 3.2054],
  ['Havenlaan 86', 'Gent', '9000', 'VOV', 51.0759, 3.7212],
  ['Quai de Rome 12', 'Liège', '4000', 'WLG', 50.6275, 5.5789],
  ['Route de Namur 150', 'Wavre', '1300', 'WBR', 50.7085, 4.6122],
  ['Dorpsstraat 1', 'Bastogne', '6600', 'WLX', 50.0036, 5.7196],
  ['Quai de la Joliette 10', 'Marseille', '13002', '13', 43.3092, 5.3664],
  ['Avenue des Sports 5', 'Le Mans', '72100', '72', 47.9566, 0.2076],
  ['Rue du Festival 1', 'Carhaix', '29270', '29', 48.2755, -3.5726],
  ['Chemin du Col 2', 'Chamonix', '74400', '74', 45.9237, 6.8694],
  ['Place du Marché 4', 'Arras', '62000', '62', 50.2919, 2.7775],
  ['Route des Dunes 9', 'Dunkerque', '59140', '59', 51.0344, 2.3768],
];

const PRODUCTS: SlProduct[] = [
  { productReferenceId: 'SL-LP-50GB', name: 'Local Priority 50 GB', price: 65, isoCurrencyCode: 'EUR', maxNumberOfUserTerminals: 1 },
  { productReferenceId: 'SL-LP-1TB', name: 'Local Priority 1 TB', price: 540, isoCurrencyCode: 'EUR', maxNumberOfUserTerminals: 1 },
  { productReferenceId: 'SL-GP-50GB', name: 'Global Priority 50 GB', price: 250, isoCurrencyCode: 'EUR', maxNumberOfUserTerminals: 1 },
  { productReferenceId: 'SL-POOL', name: 'Data Pool Terminal Access', price: 50, isoCurrencyCode: 'EUR', maxNumberOfUserTerminals: 1 },
];

const TERMINALS = 40;
const AVAILABLE_FROM = 36; // terminals 36..39 are on no service line
const hex = (n: number, len: number) =>
  Math.floor(n * 16 ** len)
    .toString(16)
    .padStart(len, '0');

interface SimTerminal extends SlTerminal {
  index: number;
  stowed: boolean;
  rebootedAt: number | null;
}

export interface SatelliteSimulatorOptions {
  now?: () => number;
}

type Op = keyof SatelliteApi;

export class SatelliteSimulator implements SatelliteApi {
  readonly accounts = ACCOUNTS.map((a) => ({ ...a }));
  readonly addresses: SlAddress[] = [];
  readonly serviceLines: SlServiceLine[] = [];
  readonly terminals: SimTerminal[] = [];
  private failures: { op: Op; message: string }[] = [];
  private seq = 0;
  private readonly now: () => number;

  constructor(opts: SatelliteSimulatorOptions = {}) {
    this.now = opts.now ?? Date.now;
    PLACES.forEach(([street, locality, postalCode, area, lat, lng], i) => {
      const account = ACCOUNTS[i < 6 ? 0 : 1];
      this.addresses.push({
        addressReferenceId: `${hex(noise(i, 1), 8)}-${hex(noise(i, 2), 4)}-4${hex(noise(i, 3), 3)}-a${hex(noise(i, 4), 3)}-${hex(noise(i, 5), 12)}`,
        accountNumber: account.accountNumber,
        formattedAddress: `${street}, ${postalCode} ${locality}, ${account.regionCode}`,
        addressLines: [street],
        locality,
        postalCode,
        administrativeArea: locality,
        administrativeAreaCode: area,
        regionCode: account.regionCode,
        latitude: lat,
        longitude: lng,
        metadata: null,
      });
    });
    const month = new Date(this.now()).toISOString().slice(0, 7);
    for (let i = 0; i < TERMINALS; i += 1) {
      const account = ACCOUNTS[i % 2];
      const slNumber = i < AVAILABLE_FROM ? `SL-${2100 + i}-${hex(noise(i, 7), 5).toUpperCase()}-${(i % 9) + 10}` : null;
      if (slNumber) {
        const addresses = this.addresses.filter((a) => a.accountNumber === account.accountNumber);
        // Most lines run opted in; every 5th is opted out, lines 7 and 19 are paused, 33 and 35 deactivated.
        const paused = i === 7 || i === 19;
        const deactivated = i === 33 || i === 35;
        const pooled = i % 6 === 4;
        this.serviceLines.push({
          serviceLineNumber: slNumber,
          accountNumber: account.accountNumber,
          addressReferenceId: addresses[i % addresses.length].addressReferenceId,
          nickname: `${account.accountName.split(' ')[1]} ${String(i + 1).padStart(2, '0')}`,
          productReferenceId: pooled ? 'SL-POOL' : i % 4 === 1 ? 'SL-GP-50GB' : 'SL-LP-50GB',
          active: !deactivated,
          startDate: `2025-${String((i % 12) + 1).padStart(2, '0')}-0${(i % 8) + 1}`,
          endDate: deactivated ? `${month}-01` : null,
          isOptedIn: !deactivated && i % 5 !== 2,
          canPause: !deactivated && !paused,
          canResume: paused,
          activeRecurringBlockQty: i % 8 === 3 ? 2 : 0,
          activeRecurringBlockDataAmount: i % 8 === 3 ? 50 : 0,
        });
      }
      this.terminals.push({
        index: i,
        userTerminalId: `ut${hex(noise(i, 11), 8)}-${hex(noise(i, 12), 8)}-${hex(noise(i, 13), 8)}`,
        kitSerialNumber: `KIT30${String(4_100_000 + i * 7919).padStart(9, '0')}`,
        dishSerialNumber: `2DWC24${String(1_000_000 + i * 4517).padStart(8, '0')}`,
        accountNumber: account.accountNumber,
        // The provider detaches the terminals of a deactivated line.
        serviceLineNumber: i === 33 || i === 35 ? null : slNumber,
        active: true,
        stowed: false,
        rebootedAt: null,
      });
    }
  }

  /** The next call of this operation fails with the provider's message (tests, demos of refusals). */
  failNext(op: Op, message: string) {
    this.failures.push({ op, message });
  }

  private check(op: Op) {
    const i = this.failures.findIndex((f) => f.op === op);
    if (i < 0) return;
    const [f] = this.failures.splice(i, 1);
    throw new IntegrationError(SYSTEM, f.message, 400);
  }

  private account(accountNumber: string) {
    const a = this.accounts.find((x) => x.accountNumber === accountNumber);
    if (!a) throw new IntegrationError(SYSTEM, `Account ${accountNumber} not found.`, 404);
    return a;
  }

  private line(accountNumber: string, number: string): SlServiceLine {
    const sl = this.serviceLines.find((s) => s.serviceLineNumber === number && s.accountNumber === accountNumber);
    if (!sl) throw new IntegrationError(SYSTEM, `Service line ${number} not found.`, 404);
    return sl;
  }

  private terminal(accountNumber: string, id: string): SimTerminal {
    const t = this.terminals.find((x) => x.userTerminalId === id && x.accountNumber === accountNumber);
    if (!t) throw new IntegrationError(SYSTEM, `User terminal ${id} not found.`, 404);
    return t;
  }

  async listAccounts() {
    this.check('listAccounts');
    return this.accounts.map((a) => ({ ...a }));
  }

  async listAddresses(accountNumber: string, metadata?: string) {
    this.check('listAddresses');
    this.account(accountNumber);
    return this.addresses.filter((a) => a.accountNumber === accountNumber && (!metadata || a.metadata === metadata)).map((a) => ({ ...a }));
  }

  async createAddress(input: SlNewAddress): Promise<SlAddress> {
    this.check('createAddress');
    const account = this.account(input.accountNumber);
    this.seq += 1;
    const address: SlAddress = {
      addressReferenceId: `sim-${hex(noise(this.now(), this.seq), 8)}-${this.seq}`,
      accountNumber: input.accountNumber,
      formattedAddress: `${input.addressLines.join(', ')}, ${input.postalCode} ${input.locality}, ${input.regionCode ?? account.regionCode}`,
      addressLines: input.addressLines,
      locality: input.locality,
      postalCode: input.postalCode,
      administrativeArea: input.locality,
      administrativeAreaCode: input.administrativeAreaCode ?? null,
      regionCode: input.regionCode,
      latitude: input.latitude,
      longitude: input.longitude,
      metadata: input.metadata ?? null,
    };
    this.addresses.push(address);
    return { ...address };
  }

  async listServiceLines(accountNumber: string) {
    this.check('listServiceLines');
    this.account(accountNumber);
    return this.serviceLines.filter((s) => s.accountNumber === accountNumber).map((s) => ({ ...s }));
  }

  async getServiceLine(accountNumber: string, number: string) {
    this.check('getServiceLine');
    return { ...this.line(accountNumber, number) };
  }

  async createServiceLine(input: SlProvision): Promise<SlServiceLine> {
    this.check('createServiceLine');
    this.account(input.accountNumber);
    if (!this.addresses.some((a) => a.addressReferenceId === input.addressReferenceId)) throw new IntegrationError(SYSTEM, 'Address not found.', 404);
    if (!PRODUCTS.some((p) => p.productReferenceId === input.productReferenceId))
      throw new IntegrationError(SYSTEM, 'Product not available for this account.', 400);
    this.seq += 1;
    const sl: SlServiceLine = {
      serviceLineNumber: `SL-${3000 + this.seq}-${hex(noise(this.now(), this.seq, 3), 5).toUpperCase()}-20`,
      accountNumber: input.accountNumber,
      addressReferenceId: input.addressReferenceId,
      // Named by a second call, as the real provider does: failNext('renameServiceLine') leaves it unnamed.
      nickname: null,
      productReferenceId: input.productReferenceId,
      active: true,
      startDate: new Date(this.now()).toISOString().slice(0, 10),
      endDate: null,
      isOptedIn: false,
      canPause: true,
      canResume: false,
      activeRecurringBlockQty: 0,
      activeRecurringBlockDataAmount: 0,
    };
    this.serviceLines.push(sl);
    await this.renameServiceLine(input.accountNumber, sl.serviceLineNumber, input.nickname);
    return { ...sl };
  }

  async renameServiceLine(accountNumber: string, number: string, nickname: string) {
    this.check('renameServiceLine');
    this.line(accountNumber, number).nickname = nickname;
  }

  async listTerminals(accountNumber: string) {
    this.check('listTerminals');
    this.account(accountNumber);
    return this.terminals
      .filter((t) => t.accountNumber === accountNumber)
      .map(({ userTerminalId, kitSerialNumber, dishSerialNumber, serviceLineNumber, active }) => ({
        userTerminalId,
        kitSerialNumber,
        dishSerialNumber,
        accountNumber,
        serviceLineNumber,
        active,
      }));
  }

  async attachTerminal(accountNumber: string, userTerminalId: string, serviceLineNumber: string) {
    this.check('attachTerminal');
    const t = this.terminal(accountNumber, userTerminalId);
    this.line(accountNumber, serviceLineNumber);
    if (t.serviceLineNumber && t.serviceLineNumber !== serviceLineNumber)
      throw new IntegrationError(SYSTEM, 'User terminal is already attached to a service line.', 409);
    t.serviceLineNumber = serviceLineNumber;
  }

  async listProducts(accountNumber: string) {
    this.check('listProducts');
    this.account(accountNumber);
    return PRODUCTS.map((p) => ({ ...p }));
  }

  /** GB a line uses on a day: a steady profile per line, today's share growing with the hour. */
  private dayUsage(lineIndex: number, date: string, today: string, dayFraction: number): number {
    const base = 1.5 + 22 * noise(lineIndex, 21);
    const d = Date.parse(`${date}T00:00:00Z`) / 86_400_000;
    const weekend = [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay()) ? 1.35 : 1;
    const gb = base * weekend * (0.6 + 0.8 * noise(lineIndex, d));
    return Math.round((date === today ? gb * dayFraction : gb) * 1000) / 1000;
  }

  async billingCycles(accountNumber: string, previousCycles: number): Promise<SlBillingCycle[]> {
    this.check('billingCycles');
    this.account(accountNumber);
    const now = new Date(this.now());
    const today = now.toISOString().slice(0, 10);
    const dayFraction = (now.getUTCHours() * 3600 + now.getUTCMinutes() * 60 + now.getUTCSeconds()) / 86_400;
    const out: SlBillingCycle[] = [];
    this.serviceLines.forEach((sl, lineIndex) => {
      if (sl.accountNumber !== accountNumber) return;
      for (let back = previousCycles; back >= 0; back -= 1) {
        const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
        const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back + 1, 0));
        const daily = [];
        for (let d = new Date(start); d <= end && d <= now; d = new Date(d.getTime() + 86_400_000)) {
          const date = d.toISOString().slice(0, 10);
          if (sl.startDate && date < sl.startDate) continue;
          if (sl.endDate && date >= sl.endDate) continue;
          const gb = sl.canResume ? 0 : this.dayUsage(lineIndex, date, today, dayFraction);
          daily.push({ date, priorityGB: gb, optInPriorityGB: 0, standardGB: 0, nonBillableGB: Math.round(gb * 0.01 * 1000) / 1000 });
        }
        out.push({
          serviceLineNumber: sl.serviceLineNumber,
          startDate: start.toISOString().slice(0, 10),
          endDate: end.toISOString().slice(0, 10),
          usageLimitGB: sl.productReferenceId === 'SL-LP-1TB' ? 1000 : 50,
          isOptedIntoOverage: sl.isOptedIn,
          currency: 'EUR',
          dailyDataUsage: daily,
        });
      }
    });
    return out;
  }

  async optIn(accountNumber: string, number: string) {
    this.check('optIn');
    const sl = this.line(accountNumber, number);
    if (!sl.active) throw new IntegrationError(SYSTEM, 'Service line is not active.', 409);
    sl.isOptedIn = true;
  }

  async optOut(accountNumber: string, number: string) {
    this.check('optOut');
    const sl = this.line(accountNumber, number);
    if (!sl.active) throw new IntegrationError(SYSTEM, 'Service line is not active.', 409);
    sl.isOptedIn = false;
  }

  async topUp(accountNumber: string, number: string) {
    this.check('topUp');
    const sl = this.line(accountNumber, number);
    if (!sl.active) throw new IntegrationError(SYSTEM, 'Service line is not active.', 409);
  }

  async pause(accountNumber: string, number: string) {
    this.check('pause');
    const sl = this.line(accountNumber, number);
    if (!sl.canPause) throw new IntegrationError(SYSTEM, 'Service line cannot be paused.', 409);
    Object.assign(sl, { canPause: false, canResume: true });
  }

  async resume(accountNumber: string, number: string) {
    this.check('resume');
    const sl = this.line(accountNumber, number);
    if (!sl.canResume) throw new IntegrationError(SYSTEM, 'Service line is not paused.', 409);
    Object.assign(sl, { canPause: true, canResume: false });
  }

  async deactivate(accountNumber: string, number: string) {
    this.check('deactivate');
    const sl = this.line(accountNumber, number);
    if (!sl.active) throw new IntegrationError(SYSTEM, 'Service line is already deactivated.', 409);
    Object.assign(sl, { active: false, isOptedIn: false, canPause: false, canResume: false, endDate: new Date(this.now()).toISOString().slice(0, 10) });
    for (const t of this.terminals) if (t.serviceLineNumber === number) t.serviceLineNumber = null;
  }

  /** The terminal's sample at a time: waves over the day, noise per minute, its own quirks. */
  sample(t: SimTerminal, at: number): SlTelemetry {
    const i = t.index;
    const minute = Math.floor(at / 60_000);
    const hour = Math.floor(at / 3_600_000);
    const ts = new Date(minute * 60_000).toISOString();
    // Boots: one a week per dish at its own time, or the last reboot asked.
    const week = 7 * 86_400_000;
    const scheduledBoot = Math.floor((at - noise(i, 31) * week) / week) * week + noise(i, 31) * week;
    const bootedAt = Math.max(scheduledBoot, t.rebootedAt ?? 0);
    const sinceBoot = (at - bootedAt) / 1000;
    let state: TerminalState = 'online';
    if (i % 13 === 5 || t.stowed) state = 'offline';
    else if (i === 23) state = 'unknown';
    else if (sinceBoot < 90 || noise(i, minute, 3) < 0.02) state = 'searching';
    const alerts: string[] = [];
    if (i % 11 === 7) alerts.push('mast_not_vertical');
    if (noise(i, hour, 5) < 0.1) alerts.push(SATELLITE_EVENT_CODES[Math.floor(noise(i, hour, 6) * SATELLITE_EVENT_CODES.length)]);
    const up = state === 'online';
    const dayWave = 0.55 + 0.45 * Math.sin((2 * Math.PI * (at / 3_600_000 - 14)) / 24 + noise(i, 1));
    const downlink = up ? (60 + 190 * noise(i, 41)) * dayWave * (0.8 + 0.4 * noise(i, minute, 1)) : 0;
    const obstructedBase = i % 9 === 2 ? 8 + 7 * noise(i, 51) : 0.2 + 2.5 * noise(i, 52);
    return {
      userTerminalId: t.userTerminalId,
      ts,
      state,
      downlinkSpeed: Math.round(downlink * 100) / 100,
      uplinkSpeed: Math.round((up ? downlink / (6 + 4 * noise(i, 42)) : 0) * 100) / 100,
      latency: up ? Math.round((22 + 18 * noise(i, 43) + 25 * noise(i, minute, 2) ** 3) * 10) / 10 : 0,
      pingDrop: up ? Math.round(100 * (0.002 + 0.03 * noise(i, minute, 4) ** 4) * 1000) / 1000 : 100,
      obstructedTime: Math.round(obstructedBase * (0.7 + 0.6 * noise(i, hour, 7)) * 100) / 100,
      uptime: state === 'offline' ? 0 : Math.max(0, Math.floor(sinceBoot)),
      softwareUpdateState: noise(i, Math.floor(at / 86_400_000), 8) < 0.1 ? 'REBOOT_REQUIRED' : 'IDLE',
      alerts: state === 'offline' ? [] : alerts,
    };
  }

  async telemetry(accountNumber: string): Promise<SlTelemetry[]> {
    this.check('telemetry');
    this.account(accountNumber);
    const now = this.now();
    return this.terminals.filter((t) => t.accountNumber === accountNumber).map((t) => this.sample(t, now));
  }

  async terminalStatus(accountNumber: string, userTerminalId: string): Promise<SlTelemetry> {
    this.check('terminalStatus');
    const t = this.terminal(accountNumber, userTerminalId);
    // The dish answers with its live second, not the stream's minute.
    return { ...this.sample(t, this.now()), ts: new Date(this.now()).toISOString() };
  }

  async obstructionMap(accountNumber: string, userTerminalId: string): Promise<Buffer> {
    this.check('obstructionMap');
    const t = this.terminal(accountNumber, userTerminalId);
    const size = 123;
    const c = (size - 1) / 2;
    // Obstructed wedges (a building, trees) low on the horizon, more for the obstructed dishes.
    const wedges = Array.from({ length: 12 }, (_, w) => noise(t.index, w, 61) < (t.index % 9 === 2 ? 0.45 : 0.12));
    return encodePng(size, size, (x, y) => {
      const dx = x - c;
      const dy = y - c;
      const r = Math.sqrt(dx * dx + dy * dy) / c;
      if (r > 1) return [0, 0, 0, 0];
      const wedge = Math.floor(((Math.atan2(dy, dx) + Math.PI) / (2 * Math.PI)) * 12) % 12;
      const depth = 0.55 + 0.35 * noise(t.index, wedge, 62);
      if (wedges[wedge] && r > depth && noise(t.index, x, y) < 0.85) return [220, 38, 38, 255];
      return noise(t.index, x * 131 + y) < 0.04 ? [37, 99, 235, 255] : [15, 23, 42, 255];
    });
  }

  async stow(accountNumber: string, userTerminalId: string) {
    this.check('stow');
    const t = this.terminal(accountNumber, userTerminalId);
    if (t.stowed) throw new IntegrationError(SYSTEM, 'The dish is already stowed.', 409);
    t.stowed = true;
  }

  async unstow(accountNumber: string, userTerminalId: string) {
    this.check('unstow');
    const t = this.terminal(accountNumber, userTerminalId);
    if (!t.stowed) throw new IntegrationError(SYSTEM, 'The dish is not stowed.', 409);
    t.stowed = false;
    t.rebootedAt = this.now();
  }

  async reboot(accountNumber: string, userTerminalId: string) {
    this.check('reboot');
    const t = this.terminal(accountNumber, userTerminalId);
    t.rebootedAt = this.now();
  }
}
