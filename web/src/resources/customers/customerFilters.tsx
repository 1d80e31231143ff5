// Customer list filters besides q and Archived (spec 1 §2.4: Active, on by default).
import { SelectInput } from 'react-admin';
import { TriStateFilter } from '../../common/TriStateFilter.tsx';
import { StaffUserInput } from '../../common/StaffUserInput.tsx';
import { supportLevelChoices } from './choices.ts';

export const customerFilters = [
  <TriStateFilter key="active" source="active" label="app.filters.active" alwaysOn />,
  <SelectInput key="support_level" source="support_level" choices={supportLevelChoices} />,
  <StaffUserInput key="account_manager_id" source="account_manager_id" />,
  <StaffUserInput key="presale_id" source="presale_id" />,
];

export const customerFilterDefaults = { active: 'true' };
