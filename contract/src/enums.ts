// Every list of statuses, reasons and codes the spec names, in one place for both halves.

export const SUPPORT_LEVELS = ['no', 'basic', 'intermediate', 'advanced'] as const;
export const CONTRACT_DATA_SOURCES = ['INCONTROL', 'TELNA'] as const;
export const PAYMENT_TERMS = ['00D', '10D', '30D', '45D', '60D'] as const;
export const PAYMENT_METHODS = ['bank_transfer', 'direct_debit'] as const;
export const CURRENCIES = ['EUR', 'USD', 'GBP'] as const;
export const SHORT_COUNTRIES = ['BE', 'BR', 'DE', 'FR', 'NL'] as const;
export const ACTIVITY_VERBS = ['create', 'update', 'delete', 'archive', 'login', 'impersonate'] as const;
export const THEMES = ['light', 'dark'] as const;
/** Languages of the console (decision 0026): English with en-GB formats, French, Dutch. */
export const LOCALES = ['en', 'fr', 'nl'] as const;
export const MFA_METHODS = ['email', 'sms'] as const;

export const SIM_TYPES = ['sim', 'esim'] as const;
export const SIM_PROVIDERS = ['telna', 'webbing', 'phenix'] as const;
export const SIM_STATUSES = ['AVAILABLE', 'ACTIVE', 'RESERVED', 'SUSPENDED', 'TERMINATED', 'UNKNOWN'] as const;
export const LINE_TYPES = ['COAX', 'FTTH', 'Fiber', 'TEL', 'VSAT', 'xDSL'] as const;
export const RENT_SOLD = ['RENT', 'SOLD', 'POC', 'NA'] as const;
export const BUY_SM = ['BUY', 'SUBSCRIPTION', 'LOAN', 'NA'] as const;
export const ONLINE_STATUSES = ['online', 'offline', 'never_online', 'unknown'] as const;
export const STATUS_LEDS = ['green', 'yellow', 'red', 'gray'] as const;

export const DEVICE_ARCHIVE_REASONS = [
  'RMA',
  'DOA',
  'LOST',
  'LOST BY {brand}',
  'STOLEN',
  'STOLEN FROM {brand}',
  'BROKEN',
  'LOAN RETURNED',
  'UNKNOWN',
  'OTHER',
] as const;
export const SIM_ARCHIVE_REASONS = [
  'LOST BY {brand}',
  'LOST BY CUSTOMER',
  'DESTROYED BY {brand}',
  'DESTROYED BY CUSTOMER',
  'PERMANENTLY DISABLED',
  'DISCONTINUED',
  'OTHER',
] as const;
export const LINE_ARCHIVE_REASONS = ['END OF SITE', 'CANCELLED BY CUSTOMER'] as const;

/** Permission flags a user record carries (spec 1 §3, §6). */
export const PERMISSION_FLAGS = [
  'can_manage_users',
  'can_manage_pricing',
  'can_view_invoices',
  'can_view_packages',
  'can_view_starlinks',
  'can_view_data_pools',
  // Not in the spec's list: who may impersonate is a permission of its own (issue 15), held by admins anyway.
  'can_impersonate',
] as const;
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];
/** Added to the permission list at login for admins. */
export const ADMIN_PERMISSION = 'is_admin';
export const STAFF_PERMISSION = 'is_staff';

export type SupportLevel = (typeof SUPPORT_LEVELS)[number];
export type ActivityVerb = (typeof ACTIVITY_VERBS)[number];
export type Theme = (typeof THEMES)[number];
export type Locale = (typeof LOCALES)[number];
