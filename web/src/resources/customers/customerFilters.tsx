// Customer list filters besides q and Archived (spec 1 §2.4: Active, on by default).
import { BooleanInput, SelectInput } from 'react-admin';
import { StaffUserInput } from '../../common/StaffUserInput.tsx';
import { supportLevelChoices } from './choices.ts';

export const customerFilters = [
  <BooleanInput key="active" source="active" label="app.filters.active" alwaysOn />,
  <SelectInput key="support_level" source="support_level" choices={supportLevelChoices} />,
  <StaffUserInput key="account_manager_id" source="account_manager_id" />,
  <StaffUserInput key="presale_id" source="presale_id" />,
];

export const customerFilterDefaults = { active: true };
