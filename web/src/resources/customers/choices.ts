import { CONTRACT_DATA_SOURCES, PAYMENT_TERMS, SUPPORT_LEVELS } from '@console/contract';

/** Choice names are i18n keys; react-admin translates them. */
export const supportLevelChoices = SUPPORT_LEVELS.map((id) => ({ id, name: `app.support_levels.${id}` }));
export const paymentTermChoices = PAYMENT_TERMS.map((id) => ({ id, name: `app.payment_terms.${id}` }));
export const contractDataSourceChoices = CONTRACT_DATA_SOURCES.map((id) => ({ id, name: id }));
