// Users list filters (spec 1 §2.12): q, customer_id, active (on by default), is_admin, is_staff.
import { BooleanInput } from 'react-admin';
import { CustomerInput } from '../../common/CustomerInput.tsx';
import { TriStateFilter } from '../../common/TriStateFilter.tsx';

export const userFilters = [
  <CustomerInput key="customer_id" source="customer_id" alwaysOn />,
  <TriStateFilter key="active" source="active" label="app.filters.active" alwaysOn />,
  <BooleanInput key="is_admin" source="is_admin" />,
  <BooleanInput key="is_staff" source="is_staff" />,
];

export const userFilterDefaults = { active: 'true' };
