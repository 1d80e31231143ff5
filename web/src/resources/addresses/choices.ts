import { PAYMENT_METHODS, PAYMENT_TERMS } from '@console/contract';

/** Choice names are i18n keys; react-admin translates them. */
export const paymentMethodChoices = PAYMENT_METHODS.map((id) => ({ id, name: `resources.addresses.payment_methods.${id}` }));
export const paymentTermChoices = PAYMENT_TERMS.map((id) => ({ id, name: `app.payment_terms.${id}` }));
