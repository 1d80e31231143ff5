import { CONTRACT_DATA_SOURCES, INVOICE_CHANNELS, INVOICE_LANGS, PAYMENT_TERMS, SUPPORT_LEVELS } from '@console/contract';

/** Choice names are i18n keys; react-admin translates them. */
export const supportLevelChoices = SUPPORT_LEVELS.map((id) => ({ id, name: `app.support_levels.${id}` }));
export const paymentTermChoices = PAYMENT_TERMS.map((id) => ({ id, name: `app.payment_terms.${id}` }));
export const invoiceChannelChoices = INVOICE_CHANNELS.map((id) => ({ id, name: `resources.customers.invoice_channels.${id}` }));
export const invoiceLangChoices = INVOICE_LANGS.map((id) => ({ id, name: `resources.customers.invoice_langs.${id}` }));
export const contractDataSourceChoices = CONTRACT_DATA_SOURCES.map((id) => ({ id, name: id }));
