// Contact list filters besides q and Archived (spec 1 §2.5): the customer, and the contact type.
import { CreatableChoiceInput } from '../../common/CreatableChoiceInput.tsx';
import { CustomerInput } from '../../common/CustomerInput.tsx';

export const contactFilters = [
  <CustomerInput key="customer_id" source="customer_id" alwaysOn />,
  <CreatableChoiceInput key="contact_type" source="contact_type" valuesOf={{ resource: 'contacts', field: 'contact_type' }} />,
];
