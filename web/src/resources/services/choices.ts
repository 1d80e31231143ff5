// Choices of the commercial area (spec 2 §4, §9): the contract's lists turned into choices, in one place.
import {
  CURRENCIES,
  DATA_POOL_TYPES,
  END_REASONS,
  FREQUENCIES,
  INVOICING_DELIVERY_METHODS,
  ORDER_REASONS,
  PACKAGE_LINE_QUEUES,
  PACKAGE_LINE_STATUSES,
  PACKAGE_STATUSES,
  SERVICE_QUEUES,
  SERVICE_STATUSES,
  SERVICE_TYPES,
  STARLINK_LIKE_TYPES,
  VAT_CODES,
} from '@console/contract';

/** Types whose hardware we do not ship: no shipping fields on the service form (spec 2 §2). */
export const isStarlinkLike = (type: unknown) => typeof type === 'string' && (STARLINK_LIKE_TYPES as readonly string[]).includes(type);

const asIs = (values: readonly string[]) => values.map((id) => ({ id, name: id }));
/** Choices whose names are i18n keys under `prefix`. */
const translated = (values: readonly string[], prefix: string) => values.map((id) => ({ id, name: `${prefix}.${id}` }));

export const serviceTypeChoices = translated(SERVICE_TYPES, 'resources.services.types');
export const frequencyChoices = translated(FREQUENCIES, 'resources.services.frequencies');
export const serviceStatusChoices = translated(SERVICE_STATUSES, 'resources.services.statuses');
export const packageLineStatusChoices = translated(PACKAGE_LINE_STATUSES, 'resources.package_lines.statuses');
export const packageStatusChoices = translated(PACKAGE_STATUSES, 'resources.packages.statuses');
export const endReasonChoices = translated(END_REASONS, 'resources.services.end_reasons');
export const serviceQueueChoices = translated(SERVICE_QUEUES, 'resources.services.queues');
export const packageLineQueueChoices = translated(PACKAGE_LINE_QUEUES, 'resources.services.queues');
export const dataPoolTypeChoices = translated(DATA_POOL_TYPES, 'resources.data_pools.types');
export const deliveryMethodChoices = translated(INVOICING_DELIVERY_METHODS, 'resources.packages.delivery_methods');
export const vatCodeChoices = translated(VAT_CODES, 'resources.invoice_lines.vat_codes');
export const currencyChoices = asIs(CURRENCIES);
export const orderReasonChoices = translated(ORDER_REASONS, 'codes.move_reasons');

/** Device products lists default to managed, non-virtual, non-accessory products: a sold item may be any. */
export const ALL_DEVICE_PRODUCTS = { managed: 'all', virtual: 'all', accessory: 'all' };
