// Every code has a label in English, French and Dutch (issue 28, decision 0083): each list of the
// contract that the console shows is tied to the messages that name its values, and a value without
// a label in any language fails here. A new list of the contract fails too until it is tied to its
// labels or named below as shown as it is (country codes, currencies, machine words).
import * as contract from '@console/contract';
import { describe, expect, it } from 'vitest';
import { en } from '../src/i18n/en.ts';
import { fr } from '../src/i18n/fr.ts';
import { nl } from '../src/i18n/nl.ts';

/** Contract list -> where its labels are (a dictionary of the messages, keyed by the value). */
const LABELS: Record<string, string> = {
  ACTIVITY_VERBS: 'app.verbs',
  ANYWHERE_VAT_CODES: 'resources.invoice_lines.vat_codes',
  BILLING_RUN_LAUNCHABLE: 'resources.billing_runs.statuses',
  BILLING_RUN_STATUSES: 'resources.billing_runs.statuses',
  BUY_SM: 'resources.product_items.buy_sm',
  DATA_POOL_TYPES: 'resources.data_pools.types',
  END_REASONS: 'resources.services.end_reasons',
  EXPORT_VAT_CODES: 'resources.invoice_lines.vat_codes',
  FREQUENCIES: 'resources.services.frequencies',
  INTRA_EU_VAT_CODES: 'resources.invoice_lines.vat_codes',
  INVOICE_CHANNELS: 'resources.customers.invoice_channels',
  INVOICE_EXPORT_FORMATS: 'resources.invoices.export.formats',
  INVOICE_LANGS: 'resources.customers.invoice_langs',
  INVOICE_LINE_TYPES: 'resources.invoice_lines.types',
  INVOICE_REPORT_GROUPS: 'resources.invoices.dashboard.groups',
  INVOICE_SOURCES: 'resources.invoices.sources',
  INVOICE_STATUSES: 'resources.invoices.statuses',
  INVOICE_TYPES: 'resources.invoices.types',
  INVOICING_DELIVERY_METHODS: 'resources.packages.delivery_methods',
  IP_SUBNET_TYPES: 'resources.ips.subnet_types',
  LINE_STATUSES_ON_THE_WAY: 'resources.package_lines.statuses',
  LINE_TYPES: 'resources.lines.line_types',
  LIVE_SERVICE_STATUSES: 'resources.services.statuses',
  LOCALES: 'app.locales',
  MANUAL_PACKAGE_STATUSES: 'resources.packages.statuses',
  MFA_METHODS: 'resources.users.mfa_methods',
  ONLINE_STATUSES: 'resources.devices.online_statuses',
  OPEN_PACKAGE_STATUSES: 'resources.packages.statuses',
  OPTIN_SERVICE_TYPES: 'resources.services.types',
  PACKAGE_LINE_STATUSES: 'resources.package_lines.statuses',
  PACKAGE_STATUSES: 'resources.packages.statuses',
  PACKAGE_STATUS_PRIORITY: 'resources.packages.statuses',
  PAYMENT_METHODS: 'resources.addresses.payment_methods',
  PAYMENT_TERMS: 'app.payment_terms',
  PEPPOL_STATUSES: 'peppol.statuses',
  PERMISSION_FLAGS: 'resources.users.fields',
  QUEUE_PACKAGE_LINE_STATUSES: 'resources.package_lines.statuses',
  QUEUE_SERVICE_STATUSES: 'resources.services.statuses',
  RENT_SOLD: 'resources.product_items.rent_sold',
  SATELLITE_EVENT_CODES: 'resources.starlink_events.codes',
  SERVICE_LINE_ACTIONS: 'resources.starlink_service_lines.actions',
  SERVICE_LINE_STATUSES: 'resources.starlink_service_lines.statuses',
  SERVICE_QUEUES: 'resources.services.queues',
  SERVICE_STATUSES: 'resources.services.statuses',
  SERVICE_TYPES: 'resources.services.types',
  SIM_LINE_TYPES: 'resources.invoice_lines.types',
  SIM_PROVIDERS: 'resources.usages.sources',
  SIM_SERVICE_TYPES: 'resources.services.types',
  SIM_STATUSES: 'resources.simcards.statuses',
  SIM_TYPES: 'resources.simcards.types',
  STAFF_ROLE_FLAGS: 'resources.users.fields',
  STARLINK_LIKE_TYPES: 'resources.services.types',
  STARLINK_USAGE_REPORT_GROUPS: 'resources.usages.report.groups',
  SUPPORT_LEVELS: 'app.support_levels',
  TASK_ACTIONS: 'resources.tasks.actions',
  TASK_CLOSED_STATUSES: 'resources.tasks.statuses',
  TASK_OPEN_STATUSES: 'resources.tasks.statuses',
  TASK_PRIORITIES: 'resources.tasks.priorities',
  TASK_STATUSES: 'resources.tasks.statuses',
  TEMPLATED_ERROR_CODES: 'errors',
  TERMINAL_COMMANDS: 'resources.starlink_terminals.actions',
  TERMINAL_METRICS: 'resources.starlink_terminals.stats.names',
  TERMINAL_STATES: 'resources.starlink_terminals.states',
  THEMES: 'app.theme',
  USAGE_LIST_SOURCES: 'resources.usages.sources',
  USAGE_QUICK_RANGES: 'resources.usages.report.ranges',
  USAGE_REPORT_GROUPS: 'resources.usages.report.groups',
  USAGE_REPORT_SOURCES: 'resources.usages.sources',
  USAGE_SOURCES: 'resources.usages.sources',
  VAT_CODES: 'resources.invoice_lines.vat_codes',
  WORK_ROLES: 'resources.users.work_roles',
  WORK_SECTIONS: 'resources.users.work_roles',
  // Given their labels by issue 28 (web/src/i18n/codes.ts).
  STATUS_LEDS: 'codes.status_leds',
  LINE_STATUSES: 'codes.line_statuses',
  DEVICE_ARCHIVE_REASONS: 'codes.archive_reasons',
  SIM_ARCHIVE_REASONS: 'codes.archive_reasons',
  LINE_ARCHIVE_REASONS: 'codes.archive_reasons',
  DEPLOY_REASONS: 'codes.move_reasons',
  ORDER_REASONS: 'codes.move_reasons',
  BACK_TO_STOCK_REASONS: 'codes.move_reasons',
  DISPLAY_STATUSES: 'codes.display_statuses',
  GOODS_LINE_TYPES: 'codes.goods_line_types',
  CONTRACT_DATA_SOURCES: 'codes.contract_data_sources',
  USAGE_ALERT_OBJECTS: 'codes.usage_alert_objects',
  ACCOUNTING_STATUSES: 'codes.accounting_statuses',
};

/** Lists shown as they are, or never shown: and why. */
const SHOWN_AS_THEY_ARE: Record<string, string> = {
  CURRENCIES: 'ISO 4217 codes (EUR, USD, GBP), read as such',
  EU_COUNTRIES: 'ISO country codes',
  SHORT_COUNTRIES: 'ISO country codes',
  VAT_PREFIXES: 'VAT number prefixes',
  PEPPOL_EAS_CODES: 'Peppol scheme numbers, shown with their scheme name by the picker',
  IP_FIREWALLS: 'names of firewall profiles in the controller',
  COUNT_NAMES: 'names of counters, each tile has its own label',
  USAGE_REPORT_ORDERS: 'query parameter (asc, desc)',
  USAGE_REPORT_SORTS: 'query parameter',
  PACKAGE_LINE_QUEUES: 'query parameter of a work list',
  TASK_CLOSED_EDITABLE: 'field names',
  TERMINAL_STATE_SOURCES: 'machine word of the state answer',
  TERMINAL_STATUS_SOURCES: 'machine word of the status answer',
  BACK_TO_STOCK_CHECKLIST: 'sentences of the checklist mail (spec 2 §2), sent in English',
  ACCESS_EVENT_KINDS: 'access trail kinds, labelled by the access trail screen (issue 28 item 6)',
  SIGN_IN_FAILURES: 'access trail detail, labelled by the access trail screen (issue 28 item 6)',
};

const lookup = (messages: unknown, path: string): Record<string, unknown> | undefined =>
  path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), messages) as
    | Record<string, unknown>
    | undefined;

const lists = Object.entries(contract).filter(
  (entry): entry is [string, readonly string[]] => Array.isArray(entry[1]) && entry[1].length > 0 && entry[1].every((v: unknown) => typeof v === 'string'),
);

/** Values of a list with no label (a non-empty string) under its path, per language. */
function missingLabels(values: readonly string[], path: string, languages: Record<string, unknown>): string[] {
  return Object.entries(languages).flatMap(([language, messages]) => {
    const dictionary = lookup(messages, path);
    return values
      .filter((value) => typeof dictionary?.[value] !== 'string' || !(dictionary[value] as string).trim())
      .map((value) => `${language}: ${path}.${value}`);
  });
}

describe('labels of the contract codes', () => {
  it('every list of the contract is tied to its labels or named as shown as it is', () => {
    const unclassified = lists.map(([name]) => name).filter((name) => !(name in LABELS) && !(name in SHOWN_AS_THEY_ARE));
    expect(unclassified).toEqual([]);
  });

  it('every value of every labelled list has a label in English, French and Dutch', () => {
    const missing = lists.filter(([name]) => name in LABELS).flatMap(([name, values]) => missingLabels(values, LABELS[name], { en, fr, nl }));
    expect(missing).toEqual([]);
  });

  it('names a value that has no label in one language (the check can fail)', () => {
    const broken = structuredClone(nl) as unknown as { codes: { status_leds: Record<string, string> } };
    delete broken.codes.status_leds.red;
    expect(missingLabels(contract.STATUS_LEDS, 'codes.status_leds', { en, nl: broken })).toEqual(['nl: codes.status_leds.red']);
    expect(missingLabels([...contract.VAT_CODES, 'vat_99'], 'resources.invoice_lines.vat_codes', { fr })).toEqual([
      'fr: resources.invoice_lines.vat_codes.vat_99',
    ]);
  });
});
