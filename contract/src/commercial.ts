// Commercial and delivery (spec 2 §3, §4, §9): the lists of the packages, services, package lines,
// service products and data pools, and the state machines of services, package lines and packages that
// the server enforces (409 with the message below) and the console reads (to offer only the allowed actions).
import { ERROR_CODES, type ErrorCode } from './error-codes.ts';
import { type ActionOf, refusalMessage, type StateMachine } from './state-machine.ts';

/** Service types, as the API sends them (spec 2 §9: lower case). */
export const SERVICE_TYPES = [
  'data',
  'sdwan',
  'sdip',
  'data_pool',
  'starlink_data_pool',
  'line',
  'starlink',
  'terminal_access',
  'custom',
  'activation',
  'third_party',
  'consultancy',
  'distribution',
  'starlink_hw',
  'other',
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** Types whose hardware is not shipped by us (spec 2 §2: shipping fields hidden for starlink-like types). */
export const STARLINK_LIKE_TYPES = ['starlink', 'starlink_data_pool', 'terminal_access'] as const satisfies readonly ServiceType[];

/**
 * Types measured on one SIM card (issue 25): a DATA service sells the data of one SIM, which the form
 * links (`sim_id`); a data pool's service spans the pool's SIMs, so it links none.
 */
export const SIM_SERVICE_TYPES = ['data'] as const satisfies readonly ServiceType[];
export const isSimServiceType = (type: unknown): boolean => (SIM_SERVICE_TYPES as readonly string[]).includes(String(type ?? '').toLowerCase());

/** The package summary's sections (spec 2 §2 Packages: StarLink combines three types). */
export const SERVICE_SECTIONS: Record<string, readonly ServiceType[]> = {
  sdwan: ['sdwan'],
  sdip: ['sdip'],
  data: ['data'],
  line: ['line'],
  starlink: ['starlink', 'terminal_access', 'starlink_data_pool'],
  custom: ['custom'],
};

export const FREQUENCIES = ['monthly', 'yearly', 'onetime'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** Service statuses (spec 2 §4, upper case as the spec writes them). */
export const SERVICE_STATUSES = ['DRAFT', 'PROVISIONING', 'PROVISIONED', 'SHIPPED', 'DELIVERED', 'IDLE', 'ENDING', 'ENDED', 'PAUSED'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

/** Package line statuses (spec 2 §4, lower case as the spec writes them). */
export const PACKAGE_LINE_STATUSES = ['draft', 'provisioning', 'provisioned', 'shipped', 'delivered', 'ending', 'ended'] as const;
export type PackageLineStatus = (typeof PACKAGE_LINE_STATUSES)[number];

/** Package statuses (spec 2 §4: draft, provisioning, and those of services), lower case. */
export const PACKAGE_STATUSES = ['draft', 'provisioning', 'provisioned', 'shipped', 'delivered', 'idle', 'paused', 'ending', 'ended'] as const;
export type PackageStatus = (typeof PACKAGE_STATUSES)[number];

/** Display statuses of data pools and the display variant of services (spec 2 §4, §9). */
export const DISPLAY_STATUSES = ['draft', 'provisioning', 'deployed', 'paused', 'ended'] as const;

/** Status colours (spec 2 §4); the others follow the same reading (paused and idle amber, ending amber). */
export const COMMERCIAL_STATUS_COLORS: Record<string, 'grey' | 'amber' | 'green' | 'red'> = {
  draft: 'grey',
  provisioning: 'amber',
  provisioned: 'amber',
  shipped: 'amber',
  delivered: 'green',
  deployed: 'green',
  idle: 'amber',
  paused: 'amber',
  ending: 'amber',
  ended: 'red',
};
export const statusColor = (status: string | null | undefined) => COMMERCIAL_STATUS_COLORS[(status ?? '').toLowerCase()] ?? 'grey';

/** End reasons (spec 2 §4: UPSELL, DOWNSELL, RMA, OTHER; other existing values are kept as they are). */
export const END_REASONS = ['UPSELL', 'DOWNSELL', 'RMA', 'OTHER'] as const;
export type EndReason = (typeof END_REASONS)[number];

/** Work queues (spec 2 §9): services delivery or lines; package lines delivery only. */
export const SERVICE_QUEUES = ['delivery', 'lines'] as const;
export const PACKAGE_LINE_QUEUES = ['delivery'] as const;
/** The statuses a delivery queue holds: work still to do between confirm and delivery. */
export const QUEUE_SERVICE_STATUSES = ['PROVISIONING', 'PROVISIONED', 'SHIPPED'] as const satisfies readonly ServiceStatus[];
export const QUEUE_PACKAGE_LINE_STATUSES = ['provisioning', 'provisioned', 'shipped'] as const satisfies readonly PackageLineStatus[];
/**
 * What the archive of a customer names as still open before it is confirmed (issue 28, decision 0085):
 * its orders not yet delivered (packages from draft to shipped) and its running services (delivered
 * until they have ended). Its deployed devices are those out of stock (in_stock false).
 */
export const OPEN_PACKAGE_STATUSES = ['draft', 'provisioning', 'provisioned', 'shipped'] as const satisfies readonly PackageStatus[];
export const LIVE_SERVICE_STATUSES = ['DELIVERED', 'IDLE', 'PAUSED', 'ENDING'] as const satisfies readonly ServiceStatus[];

/**
 * VAT codes and their rates in percent (spec 2 §9: non-listed rates are 0). The reduced rates of the
 * billing companies' countries (BE 12 and 6, FR 10, 5.5 and 2.1, NL 9) are added beyond the spec's
 * list (decision 0056): which code a document may carry follows the seller's and buyer's countries.
 */
export const VAT_RATES = {
  vat_0: 0,
  vat_21: 21,
  vat_20: 20,
  vat_12: 12,
  vat_10: 10,
  vat_9: 9,
  vat_6: 6,
  vat_5_5: 5.5,
  vat_2_1: 2.1,
  vat_intra_goods_0: 0,
  vat_intra_services_0: 0,
  vat_export_goods_0: 0,
  vat_export_services_0: 0,
  vat_not_subject: 0,
  vat_seagoing: 0,
  vat_eu_0: 0,
} as const;
export type VatCode = keyof typeof VAT_RATES;
export const VAT_CODES = Object.keys(VAT_RATES) as [VatCode, ...VatCode[]];
export const vatRate = (code: string | null | undefined): number => (code && Object.hasOwn(VAT_RATES, code) ? VAT_RATES[code as VatCode] : 0);

/** Currencies: CURRENCIES of enums.ts (spec 2 §9: default EUR). */
export const DEFAULT_CURRENCY = 'EUR';
export const INVOICING_DELIVERY_METHODS = ['paper', 'email'] as const;
export const DATA_POOL_TYPES = ['starlink', 'cellular'] as const;
export const ORDER_REASONS = [
  'NEW SUBSCRIPTION',
  'NEW EVENT',
  'NEW POC',
  'NEW DEMO',
  'NEW LOAN',
  'SITE TAG CHANGE NEW',
  'SUBSCRIPTION CHANGE NEW',
  'TECHNICAL REPLACEMENT NEW',
  'SOLD',
  'ERROR CORRECTION',
  'OTHER',
] as const;

/** Package create defaults (spec 2 §9). */
export const PACKAGE_DEFAULTS = { billing_company_id: 1, invoicing_delivery_method: 'email' } as const;
export const STARLINK_QUANTITY_DEFAULT = 1;
export const TOP_UP_GB = 50;
/** Services listed inside a package (spec 2 §7). */
export const PACKAGE_SERVICES_PAGE_SIZE = 20;
/** Carrier tracking links: a tracking code is looked up at this address (docs/decisions/0017). */
export const TRACKING_URL_PREFIX = 'https://www.17track.net/en/track?nums=';
export const trackingUrl = (code: string | null | undefined): string | null =>
  code?.trim() ? `${TRACKING_URL_PREFIX}${encodeURIComponent(code.trim())}` : null;

/** Bulk answers' messages (spec 2 §8). */
export const shippedMessage = (n: number) => `${n} item(s) shipped`;
export const deliveredMessage = (n: number) => `${n} item(s) delivered`;

// ---------------------------------------------------------------------------------------------
// The state machines (spec 2 §4) of services, package lines and packages, in the one shape of
// state-machine.ts; their refusals read "Cannot ship from status DRAFT: allowed only from PROVISIONED.".

/** What a transition reads besides the status. */
export interface TransitionSubject {
  status: string;
  start_date?: string | null;
  end_date?: string | null;
}

/** The spec's refusal of a commercial action (spec 2 §8). */
export const COMMERCIAL_REFUSAL = 'state_refused' satisfies ErrorCode;

const all = <S extends string>(list: readonly S[], except: readonly S[] = []) => list.filter((s) => !except.includes(s));

export const SERVICE_MACHINE = {
  name: 'services',
  statuses: SERVICE_STATUSES,
  refusal: COMMERCIAL_REFUSAL,
  actions: {
    provision: { from: ['PROVISIONING'], to: 'PROVISIONED' },
    ship: { from: ['PROVISIONED'], to: 'SHIPPED' },
    deliver: { from: ['SHIPPED'], to: 'DELIVERED' },
    pause: { from: ['DELIVERED'], to: 'PAUSED' },
    resume: { from: ['PAUSED'], to: 'DELIVERED' },
    idle: { from: ['DELIVERED'], to: 'IDLE' },
    unidle: {
      from: ['IDLE'],
      to: 'DELIVERED',
      guard: { holds: (r) => !r.start_date, code: 'service_unidle_started' },
    },
    /** Leads to ENDED, or ENDING while the end date is still ahead (see endStatus). */
    end: {
      from: all(SERVICE_STATUSES, ['DRAFT', 'ENDING', 'ENDED']),
      to: 'ENDED',
      guard: { holds: (r) => Boolean(r.start_date) && !r.end_date, code: 'service_end_not_started' },
    },
    assign: { from: all(SERVICE_STATUSES, ['DRAFT', 'ENDED']), to: null },
  },
} as const satisfies StateMachine<ServiceStatus, string, TransitionSubject>;
export type ServiceAction = ActionOf<typeof SERVICE_MACHINE>;

export const PACKAGE_LINE_MACHINE = {
  name: 'package_lines',
  statuses: PACKAGE_LINE_STATUSES,
  refusal: COMMERCIAL_REFUSAL,
  actions: {
    provision: { from: ['provisioning'], to: 'provisioned' },
    ship: { from: ['provisioned'], to: 'shipped' },
    deliver: { from: ['shipped'], to: 'delivered' },
  },
} as const satisfies StateMachine<PackageLineStatus, string, TransitionSubject>;
export type PackageLineAction = ActionOf<typeof PACKAGE_LINE_MACHINE>;

export const PACKAGE_MACHINE = {
  name: 'packages',
  statuses: PACKAGE_STATUSES,
  refusal: COMMERCIAL_REFUSAL,
  actions: {
    confirm: { from: ['draft'], to: 'provisioning' },
    start: { from: all(PACKAGE_STATUSES, ['draft', 'ending', 'ended']), to: null },
    /** Any package can be cloned; the clone is a new draft. */
    clone: { from: PACKAGE_STATUSES, to: null },
    /** Bill what is due and not yet billed (decision 0030): any package past draft. */
    invoice: { from: all(PACKAGE_STATUSES, ['draft']), to: null },
  },
} as const satisfies StateMachine<PackageStatus, string, TransitionSubject>;
export type PackageAction = ActionOf<typeof PACKAGE_MACHINE>;

// ---------------------------------------------------------------------------------------------
// A confirmed package's status follows its parts (issue 25, docs/decisions/0063): the first status of
// PACKAGE_STATUS_PRIORITY that one of its live services or package lines holds. A part still on its way
// holds the package back (one shipped line and the rest delivered: shipped); a part running keeps it
// running (one delivered service beside an ended one: delivered); only when every part is ending or
// ended does the package end. Hardware once delivered is done: beside services, a package line counts
// only while on its way (a paused service and a delivered antenna: paused); a package of lines alone
// follows its lines. Draft stays draft until Confirm (the one manual step); a confirmed
// package without live parts is provisioning. The server keeps packages.status so by a trigger built
// from these same tables (server commercial/packages/package-status.ts).

/** Statuses a package holds by hand, whatever its parts: only draft (left by Confirm). */
export const MANUAL_PACKAGE_STATUSES = ['draft'] as const satisfies readonly PackageStatus[];
/** The status of a confirmed package without live services or lines. */
export const EMPTY_PACKAGE_STATUS: PackageStatus = 'provisioning';
/** The package status a part's status counts as (a draft part of a confirmed package waits to be provisioned). */
export const PART_STATUS_AS_PACKAGE: Readonly<Record<string, PackageStatus>> = {
  draft: 'provisioning',
  provisioning: 'provisioning',
  provisioned: 'provisioned',
  shipped: 'shipped',
  delivered: 'delivered',
  paused: 'paused',
  idle: 'idle',
  ending: 'ending',
  ended: 'ended',
};
/** The package line statuses that count beside services: a line on its way. */
export const LINE_STATUSES_ON_THE_WAY = ['draft', 'provisioning', 'provisioned', 'shipped'] as const satisfies readonly PackageLineStatus[];
/** The first of these that a part holds is the package's status. */
export const PACKAGE_STATUS_PRIORITY = [
  'provisioning',
  'provisioned',
  'shipped',
  'delivered',
  'paused',
  'idle',
  'ending',
  'ended',
] as const satisfies readonly PackageStatus[];

/**
 * The status a package must hold, from its current one and the statuses of its live services
 * (SERVICE_STATUSES) and package lines (PACKAGE_LINE_STATUSES).
 */
export function derivePackageStatus(current: string, serviceStatuses: readonly string[], lineStatuses: readonly string[]): PackageStatus {
  if ((MANUAL_PACKAGE_STATUSES as readonly string[]).includes(current)) return current as PackageStatus;
  const held = new Set<string>();
  const lines = serviceStatuses.length ? lineStatuses.filter((s) => (LINE_STATUSES_ON_THE_WAY as readonly string[]).includes(s.toLowerCase())) : lineStatuses;
  for (const s of [...serviceStatuses, ...lines]) {
    const as = PART_STATUS_AS_PACKAGE[s.toLowerCase()];
    if (as) held.add(as);
  }
  return PACKAGE_STATUS_PRIORITY.find((s) => held.has(s)) ?? EMPTY_PACKAGE_STATUS;
}

/**
 * The moves the calendar makes (issue 25): a service ENDING becomes ENDED on its end date. Run daily
 * and at start by the server's dated-transitions job, through the store (so the log follows), and the
 * package follows its services. Package lines carry no dates of their own, data limits no dated state.
 */
export const DATED_TRANSITIONS = [{ table: 'services', from: 'ENDING', to: 'ENDED', date: 'end_date' }] as const;

// The tables under their earlier names, which the tests iterate.
export const SERVICE_TRANSITIONS = SERVICE_MACHINE.actions;
export const PACKAGE_LINE_TRANSITIONS = PACKAGE_LINE_MACHINE.actions;
export const PACKAGE_TRANSITIONS = PACKAGE_MACHINE.actions;

/** The commercial refusal for an explicit list of allowed statuses (the tests name the list they expect). */
export const transitionRefusal = (action: string, current: string | null | undefined, allowed: readonly string[]) =>
  refusalMessage(ERROR_CODES[COMMERCIAL_REFUSAL].message ?? '', { action, status: current, from: allowed });

/** End: ENDING while the end date is after today (YYYY-MM-DD, UTC), ENDED otherwise. */
export const endStatus = (endDate: string, today = new Date().toISOString().slice(0, 10)): ServiceStatus => (endDate > today ? 'ENDING' : 'ENDED');
