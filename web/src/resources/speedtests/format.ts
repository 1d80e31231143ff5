// Speed test display rules (spec 3 §2): times in Europe/Brussels, bandwidth in Mbps (value / 1,000,000).
export const SPEEDTEST_TIME_ZONE = 'Europe/Brussels';

export const brusselsDateOptions: Intl.DateTimeFormatOptions = { timeZone: SPEEDTEST_TIME_ZONE, dateStyle: 'short', timeStyle: 'medium' };

export const mbps = (bandwidth: unknown): string => (typeof bandwidth === 'number' ? `${(bandwidth / 1_000_000).toFixed(2)} Mbps` : '-');

export const brusselsTime = (iso: unknown): string =>
  typeof iso === 'string' && iso ? new Intl.DateTimeFormat(undefined, brusselsDateOptions).format(new Date(iso)) : '-';
