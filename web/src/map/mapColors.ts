// Marker colours of the combined map (spec 3 §2 Map): terminals by state (the contract's colours,
// as on the terminal pages), sites by stock or not. Devices use their online-status colours
// (resources/devices/choices.ts).
import { TERMINAL_STATE_COLORS, TERMINAL_STATES, type TerminalState } from '@console/contract';

export const terminalStateColor = (state: unknown): string =>
  typeof state === 'string' && (TERMINAL_STATES as readonly string[]).includes(state)
    ? TERMINAL_STATE_COLORS[state as TerminalState]
    : TERMINAL_STATE_COLORS.unknown;

export const SITE_COLOR = '#1565c0';
export const STOCK_SITE_COLOR = '#6a1b9a';
