// Billing address list filters besides q and Archived.
import { SelectInput } from 'react-admin';
import { CustomerInput } from '../../common/CustomerInput.tsx';
import { paymentMethodChoices } from './choices.ts';

export const addressFilters = [
  <CustomerInput key="customer_id" source="customer_id" alwaysOn />,
  <SelectInput key="payment_method" source="payment_method" choices={paymentMethodChoices} />,
];
