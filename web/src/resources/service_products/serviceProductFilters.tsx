// Service product filters (spec 2 §2): q, service_type, frequency and archived (default false).
import { SelectInput } from 'react-admin';
import { frequencyChoices, serviceTypeChoices } from '../services/choices.ts';

export const serviceProductFilters = [
  <SelectInput key="service_type" source="service_type" choices={serviceTypeChoices} alwaysOn />,
  <SelectInput key="frequency" source="frequency" choices={frequencyChoices} />,
];
