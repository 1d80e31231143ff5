// The satellite provider (Starlink public API v2: client.ts; the simulator: simulator.ts) as the
// console needs it: accounts, addresses, service lines, user terminals, products, data usage, the
// service-line and terminal commands, and telemetry. Field names follow the provider's (camelCase);
// the sync maps them to our columns. v2 paths carry no account number (a credential serves one
// account): the accountNumber of each call says which credential the real client sends it with.

import type { TerminalState } from '@console/contract';

export { SATELLITE_EVENT_CODES, TERMINAL_STATES, type TerminalState } from '@console/contract';

export interface SlAccount {
  accountNumber: string;
  accountName: string;
  regionCode: string | null;
}

export interface SlAddress {
  addressReferenceId: string;
  accountNumber: string;
  formattedAddress: string | null;
  addressLines: string[];
  locality: string | null;
  postalCode: string | null;
  administrativeArea: string | null;
  administrativeAreaCode: string | null;
  regionCode: string | null;
  latitude: number | null;
  longitude: number | null;
  metadata: string | null;
}

export interface SlServiceLine {
  serviceLineNumber: string;
  accountNumber: string;
  addressReferenceId: string | null;
  nickname: string | null;
  productReferenceId: string | null;
  active: boolean;
  startDate: string | null;
  endDate: string | null;
  /** The opt-in priority product is on (data beyond the plan is charged instead of throttled). */
  isOptedIn: boolean;
  /** Pause and resume as the provider offers them for this line (false when it offers neither). */
  canPause: boolean;
  canResume: boolean;
  /** Recurring data blocks bought every cycle. */
  activeRecurringBlockQty: number;
  /** GB of one recurring block. */
  activeRecurringBlockDataAmount: number;
}

export interface SlTerminal {
  userTerminalId: string;
  kitSerialNumber: string | null;
  dishSerialNumber: string | null;
  accountNumber: string;
  serviceLineNumber: string | null;
  active: boolean;
}

export interface SlProduct {
  productReferenceId: string;
  name: string;
  price: number | null;
  isoCurrencyCode: string | null;
  maxNumberOfUserTerminals: number | null;
}

export interface SlDailyUsage {
  date: string;
  priorityGB: number;
  optInPriorityGB: number;
  standardGB: number;
  nonBillableGB: number;
}

/** One billing cycle of a service line: its plan limit and the data used per day. */
export interface SlBillingCycle {
  serviceLineNumber: string;
  startDate: string;
  endDate: string;
  usageLimitGB: number | null;
  isOptedIntoOverage: boolean;
  currency: string | null;
  dailyDataUsage: SlDailyUsage[];
}

/** One telemetry sample of a user terminal. */
export interface SlTelemetry {
  userTerminalId: string;
  ts: string;
  state: TerminalState;
  /** Mbps. */
  downlinkSpeed: number;
  uplinkSpeed: number;
  /** Milliseconds to the point of presence. */
  latency: number;
  /** Percent of pings lost (0..100). */
  pingDrop: number;
  /** Percent of time obstructed (0..100). */
  obstructedTime: number;
  /** Seconds since the dish last started. */
  uptime: number;
  softwareUpdateState: string | null;
  alerts: string[];
}

export interface SlProvision {
  accountNumber: string;
  productReferenceId: string;
  addressReferenceId: string;
  nickname: string;
}

export interface SlNewAddress {
  accountNumber: string;
  addressLines: string[];
  locality: string;
  postalCode: string;
  regionCode: string;
  administrativeAreaCode?: string | null;
  latitude: number;
  longitude: number;
  /**
   * The client reference stored with the address (the provider's `metadata`, "for external
   * purposes", filterable): provisioning finds what an earlier attempt of the same request made by it.
   */
  metadata?: string | null;
}

export interface SatelliteApi {
  listAccounts(): Promise<SlAccount[]>;
  /** The account's addresses; with `metadata`, only those stored with that client reference. */
  listAddresses(accountNumber: string, metadata?: string): Promise<SlAddress[]>;
  createAddress(input: SlNewAddress): Promise<SlAddress>;
  listServiceLines(accountNumber: string): Promise<SlServiceLine[]>;
  getServiceLine(accountNumber: string, serviceLineNumber: string): Promise<SlServiceLine>;
  /**
   * Creates the line and names it: two calls at the provider, so a failure of the naming leaves a
   * line without its nickname (provisioning finds it by its address and names it on the next attempt).
   */
  createServiceLine(input: SlProvision): Promise<SlServiceLine>;
  renameServiceLine(accountNumber: string, serviceLineNumber: string, nickname: string): Promise<void>;
  listTerminals(accountNumber: string): Promise<SlTerminal[]>;
  attachTerminal(accountNumber: string, userTerminalId: string, serviceLineNumber: string): Promise<void>;
  listProducts(accountNumber: string): Promise<SlProduct[]>;
  /** The current and previous billing cycles of the account's service lines. */
  billingCycles(accountNumber: string, previousCycles: number): Promise<SlBillingCycle[]>;
  optIn(accountNumber: string, serviceLineNumber: string): Promise<void>;
  optOut(accountNumber: string, serviceLineNumber: string): Promise<void>;
  /** Buys one-time top-up data for this cycle. */
  topUp(accountNumber: string, serviceLineNumber: string): Promise<void>;
  pause(accountNumber: string, serviceLineNumber: string): Promise<void>;
  resume(accountNumber: string, serviceLineNumber: string): Promise<void>;
  deactivate(accountNumber: string, serviceLineNumber: string): Promise<void>;
  /** The latest sample of every terminal of the account; its alerts become events (an alert newly raised is one event). */
  telemetry(accountNumber: string): Promise<SlTelemetry[]>;
  /** The terminal's status asked from the dish itself (out of band), not from the telemetry stream. */
  terminalStatus(accountNumber: string, userTerminalId: string): Promise<SlTelemetry>;
  obstructionMap(accountNumber: string, userTerminalId: string): Promise<Buffer>;
  stow(accountNumber: string, userTerminalId: string): Promise<void>;
  unstow(accountNumber: string, userTerminalId: string): Promise<void>;
  reboot(accountNumber: string, userTerminalId: string): Promise<void>;
}
