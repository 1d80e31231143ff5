// Satellite service (spec 3 §2, §4, §9): terminal states, event codes, the network-statistics ranges
// and metrics, and the service-line actions with the state each needs and their messages: the server
// enforces them (409 naming the current state) and the console offers only the allowed ones.
import { refusal, type StateMachine } from './state-machine.ts';

/** Event codes of the terminals (spec 3 §9). */
export const SATELLITE_EVENT_CODES = [
  'ethernet_slow_10mbps',
  'ethernet_slow_100mbps',
  'power_supply_thermal_throttling',
  'actuator_motor_stuck',
  'mast_not_vertical',
  'unable_to_align',
  'thermal_shutdown',
  'thermal_throttle',
  'disabled_data_usage_exceeded_quota',
  'disabled_no_service_in_ocean',
  'disabled_invalid_country',
  'disabled_cell_is_disabled',
  'disabled_blocked_country',
] as const;
export type SatelliteEventCode = (typeof SATELLITE_EVENT_CODES)[number];

/** Terminal states (spec 3 §4). */
export const TERMINAL_STATES = ['online', 'offline', 'unknown', 'searching'] as const;
export type TerminalState = (typeof TERMINAL_STATES)[number];
export const TERMINAL_STATE_COLORS: Record<TerminalState, string> = { online: '#2e7d32', offline: '#c62828', unknown: '#757575', searching: '#ed6c02' };

/**
 * The terminal commands (spec 3 §2, §7) and the states that offer them (issue 28: Stow and Unstow were
 * offered together; decision 0085). The state is the provider's, mirrored by the telemetry: a dish
 * that reports (online, searching) is unstowed and may be stowed; a stowed dish stops reporting
 * (offline, or unknown before its first sample) and may be unstowed. Reboot is offered in every state.
 * The console offers only what the state allows; the server leaves the last word to the provider, whose
 * refusal ("The dish is already stowed.") it passes on, because the mirror may be a sync behind.
 */
export const TERMINAL_COMMANDS = ['stow', 'unstow', 'reboot'] as const;
export type TerminalCommand = (typeof TERMINAL_COMMANDS)[number];
export const TERMINAL_COMMANDS_FROM: { readonly [C in TerminalCommand]: readonly TerminalState[] } = {
  stow: ['online', 'searching'],
  unstow: ['offline', 'unknown'],
  reboot: TERMINAL_STATES,
};
/** Whether a terminal in this state is offered the command. */
export const terminalCommandAllowed = (command: TerminalCommand, state: string | null | undefined): boolean =>
  (TERMINAL_COMMANDS_FROM[command] as readonly string[]).includes(state ?? 'unknown');

/** Where a terminal's live status is read: the telemetry stream, or the dish itself (out of band). */
export const TERMINAL_STATUS_SOURCES = ['telemetry', 'oob'] as const;
export type TerminalStatusSource = (typeof TERMINAL_STATUS_SOURCES)[number];
/** Sources the terminal state helper (spec 3 §7 Terminal state) reads: only the satellite provider's. */
export const TERMINAL_STATE_SOURCES = ['starlink'] as const;
export type TerminalStateSource = (typeof TERMINAL_STATE_SOURCES)[number];

/** Ranges of the network statistics (spec 3 §9), in seconds; 24h by default; refreshed every 30 s. */
export const TERMINAL_RANGES = { '15m': 900, '1h': 3600, '24h': 86_400, '7d': 604_800, '30d': 2_592_000 } as const;
export type TerminalRange = keyof typeof TERMINAL_RANGES;
export const DEFAULT_TERMINAL_RANGE: TerminalRange = '24h';
export const TERMINAL_REFRESH_MS = 30_000;
/** Points a statistics answer holds at most: samples are averaged into this many buckets. */
export const TERMINAL_STATS_POINTS = 240;

/** Metrics of GET /starlink_terminals/{id}/stats (spec 3 §7); speeds in Mbps, latency in ms, the others in percent. */
export const TERMINAL_METRICS = ['downlink_speed', 'uplink_speed', 'latency', 'ping_drop', 'obstructed_time'] as const;
export type TerminalMetric = (typeof TERMINAL_METRICS)[number];

/** Service line statuses shown by the console: from the provider's active and can_resume. */
export const SERVICE_LINE_STATUSES = ['active', 'paused', 'deactivated'] as const;
export type ServiceLineStatus = (typeof SERVICE_LINE_STATUSES)[number];

/** The provider's page of a service line (the console's "provider page" link). */
export const serviceLineProviderUrl = (serviceLineNumber: string) => `https://www.starlink.com/account/service-line/${encodeURIComponent(serviceLineNumber)}`;

export interface ServiceLineSubject {
  active: boolean;
  is_opted_in: boolean;
  can_pause: boolean;
  can_resume: boolean;
}

export const SERVICE_LINE_ACTIONS = ['optin', 'optout', 'pause', 'resume', 'deactivate', 'sync'] as const;
export type ServiceLineAction = (typeof SERVICE_LINE_ACTIONS)[number];

export const SATELLITE_MESSAGES = {
  optin: 'Service line opted in: priority data resumes within 15 minutes.',
  optout: 'Service line opted out: priority data may continue up to 15 minutes.',
  pause: 'Service line paused.',
  resume: 'Service line resumed.',
  deactivate: 'Service line deactivated.',
  sync: 'Service line synchronized.',
  stow: 'Stow command sent to the terminal.',
  unstow: 'Unstow command sent to the terminal.',
  reboot: 'Reboot command sent to the terminal.',
  deactivated: 'The service line is deactivated.',
  alreadyOptedIn: 'The service line is already opted in.',
  alreadyOptedOut: 'The service line is already opted out.',
  cannotPause: 'The service line cannot be paused now (the provider does not offer it).',
  cannotResume: 'The service line is not paused.',
  terminalArchived: 'The terminal is archived.',
  noServiceLine: 'The service line is not found.',
  noTerminal: 'The terminal is not found.',
  siteOfOtherCustomer: 'The site does not belong to the customer.',
  deviceOfOtherCustomer: 'The device does not belong to the customer.',
  noObstructionMap: 'No obstruction map is available for this terminal.',
  topup: 'Top-up of 50 GB added: it is charged at the end of the month.',
  optinTypes: 'Opt-in and opt-out are offered only for STARLINK and STARLINK_DATA_POOL services.',
  topupTypes: 'Top-up is offered only for STARLINK services.',
  serviceWithoutLine: 'The service has no satellite service line.',
  poolNotStarlink: 'Only starlink data pools can be suspended.',
  poolSuspended: 'All Starlink Service Lines are opted-out from the DataPool. Starlink Terminal Access fees are still due',
  poolPartly: (failed: number) => `${failed} service line(s) were not opted out:`,
} as const;

/** Top-up of satellite services (spec 2 §9, spec 3 §9): 50 GB at once, charged at month end. */
export const STARLINK_TOPUP_GB = 50;
export const OPTIN_SERVICE_TYPES = ['starlink', 'starlink_data_pool'] as const;

export const serviceLineStatusOf = (line: { active: boolean; can_resume: boolean }): ServiceLineStatus =>
  !line.active ? 'deactivated' : line.can_resume ? 'paused' : 'active';

const LIVE = ['active', 'paused'] as const satisfies readonly ServiceLineStatus[];

/**
 * The service line machine. The provider owns the line: its status is read from the provider's flags
 * (statusOf), and what the flags allow beyond being live (opted in or not, can pause, can resume) are
 * guards. A deactivated line is the one status that refuses, hence a refusal without placeholders.
 */
export const SERVICE_LINE_MACHINE = {
  name: 'starlink_service_lines',
  statuses: SERVICE_LINE_STATUSES,
  statusOf: serviceLineStatusOf,
  refusal: 'service_line_deactivated',
  actions: {
    optin: { from: LIVE, to: null, guard: { holds: (l) => !l.is_opted_in, code: 'service_line_opted_in' } },
    optout: { from: LIVE, to: null, guard: { holds: (l) => l.is_opted_in, code: 'service_line_opted_out' } },
    pause: { from: LIVE, to: 'paused', guard: { holds: (l) => l.can_pause, code: 'service_line_cannot_pause' } },
    resume: { from: LIVE, to: 'active', guard: { holds: (l) => l.can_resume, code: 'service_line_not_paused' } },
    deactivate: { from: LIVE, to: 'deactivated' },
    sync: { from: SERVICE_LINE_STATUSES, to: null },
  },
} as const satisfies StateMachine<ServiceLineStatus, ServiceLineAction, ServiceLineSubject>;

/** The one checker on the service line machine, for the satellite actions of services. */
export const serviceLineRefusal = (action: ServiceLineAction, line: ServiceLineSubject): string | null => refusal(SERVICE_LINE_MACHINE, action, line);

/**
 * The service summary list (spec 3 §2 "Service summary list exists"; docs/decisions/0035): every
 * satellite service (types starlink, starlink_data_pool, terminal_access) with its service line,
 * terminal and this cycle's usage against what it includes. GET /starlink/service_summary.
 */
export const SERVICE_SUMMARY_PAGE_SIZE = 50;
export interface ServiceSummaryRow {
  id: number;
  reference: string | null;
  name: string | null;
  type: string;
  status: string;
  customer_id: number | null;
  customer_name: string | null;
  site_name: string | null;
  package_id: number | null;
  package_reference: string | null;
  data_pool_id: number | null;
  data_pool_reference: string | null;
  starlink_service_line_id: number | null;
  service_line_number: string | null;
  service_line_status: string | null;
  is_opted_in: boolean | null;
  starlink_terminal_id: number | null;
  kit_serial_number: string | null;
  terminal_state: string | null;
  /** GB: what the service includes a month, the top-ups of this month, and the line's usage this cycle. */
  data_included: number | null;
  top_up_gb: number;
  current_usage: number | null;
  /** current_usage over (data_included + top_up_gb), in percent with one decimal; null without an allowance. */
  usage_percent: number | null;
}
export interface ServiceSummary {
  results: ServiceSummaryRow[];
  count: number;
  totals: { services: number; opted_in: number; current_usage: number; data_included: number; over_allowance: number };
}
