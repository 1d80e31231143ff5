// The status_led colours of spec 1 §2.3 / §3 (WAN status_led: green, yellow, red, gray).
import type { DataTableProps, RaRecord } from 'react-admin';
import type { STATUS_LEDS } from '@console/contract';

export type StatusLed = (typeof STATUS_LEDS)[number];

export const STATUS_LED_COLORS: Record<StatusLed, string> = {
  green: '#2e9d4f',
  yellow: '#f2b400',
  red: '#d64545',
  gray: '#9aa3ad',
};

export const statusLedColor = (value: unknown): string | undefined =>
  typeof value === 'string' && value in STATUS_LED_COLORS ? STATUS_LED_COLORS[value as StatusLed] : undefined;

/**
 * DataTable rowSx: a coloured left border from the record's status_led (or another field).
 * Rows without the field keep a transparent border so columns stay aligned.
 */
export const statusLedRowSx =
  (field = 'status_led'): NonNullable<DataTableProps['rowSx']> =>
  (record: RaRecord) => ({
    '& > td:first-of-type': { borderLeft: `4px solid ${statusLedColor(record[field]) ?? 'transparent'}` },
  });
