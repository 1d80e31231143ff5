// Data limit alerts (issue 12, beyond the spec): a service or SIM card with a data_limit (GB a month)
// and data_limit_contacts is told once when the month's usage crosses each threshold (docs/decisions/0033).

/** Percent of the data limit; each is sent at most once per record and month. */
export const USAGE_ALERT_THRESHOLDS = [75, 90, 100] as const;
export type UsageAlertThreshold = (typeof USAGE_ALERT_THRESHOLDS)[number];

/** The records that carry a limit: the activity log's object types. */
export const USAGE_ALERT_OBJECTS = ['service', 'simcard'] as const;
export type UsageAlertObject = (typeof USAGE_ALERT_OBJECTS)[number];

/** The e-mail's subject, e.g. "Data usage alert: 89320000000000000001 reached 90% of its 10 GB monthly limit". */
export const usageAlertSubject = (name: string, threshold: number, limitGb: number) =>
  `Data usage alert: ${name} reached ${threshold}% of its ${limitGb} GB monthly limit`;
