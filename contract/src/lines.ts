// Line statuses (spec 1 §4): one shared picker for every line, with the colour of the row's status_led.
import type { STATUS_LEDS } from './enums.ts';

type Led = (typeof STATUS_LEDS)[number];

/**
 * The spec gives colours only for the broadband values and CANCELLED; the others follow the same
 * reading: live and validated lines green, work in progress yellow, refused, failed or ended red,
 * unknown gray.
 */
export const LINE_STATUS_COLORS = {
  CONFIRMED: 'yellow',
  'ON HOLD': 'yellow',
  'WAITING FOR SSV': 'yellow',
  'SSV DATE FIXED': 'yellow',
  'SSV DONE': 'yellow',
  'ORDER SEND TO SUPPLIER': 'yellow',
  'QUOTE RECEIVED FROM SUPPLIER': 'yellow',
  'INSTALL REFUSED BY SUPPLIER': 'red',
  'PREORDER SEND TO SUPPLIER': 'yellow',
  'QUOTE SEND TO CUSTOMER': 'yellow',
  'QUOTE ACCEPTED BY CUSTOMER': 'yellow',
  'QUOTE REFUSED BY CUSTOMER': 'red',
  'INSTALL DATE FIXED': 'yellow',
  'INSTALL REFUSED BY CUSTOMER': 'red',
  INSTALLED: 'green',
  'PROBLEM STATE': 'red',
  VALIDATED: 'green',
  CANCELLED: 'red',
  'UNKNOWN STATUS': 'gray',
  'TO CANCEL': 'yellow',
  'TO COMMISSION': 'yellow',
  'TO DECOMMISSION': 'yellow',
  'TO ORDER': 'yellow',
  'TO MOVE': 'yellow',
  'TO TRANSFER': 'yellow',
  DECOMMISSIONED: 'red',
  'DECOMMIS ASKED TO SUPPLIER': 'yellow',
  'MOVE ASKED TO SUPPLIER': 'yellow',
  'TRANSFER ASKED TO SUPPLIER': 'yellow',
  'XDSL INSTALLED': 'green',
  'XDSL VALIDATED': 'green',
  'FIBER VALIDATED': 'green',
  'TEL VALIDATED': 'green',
  'XDSL TO CANCEL': 'yellow',
  'XDSL CANCELLED': 'red',
  'XDSL UNKNOWN STATUS': 'gray',
} as const satisfies Record<string, Led>;

export type LineStatus = keyof typeof LINE_STATUS_COLORS;
export const LINE_STATUSES = Object.keys(LINE_STATUS_COLORS) as [LineStatus, ...LineStatus[]];

/** The row border colour of a line; gray for no status or one outside the list. */
export const lineStatusLed = (status: string | null | undefined): Led =>
  status && Object.hasOwn(LINE_STATUS_COLORS, status) ? LINE_STATUS_COLORS[status as LineStatus] : 'gray';
