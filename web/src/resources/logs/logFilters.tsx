// Activity log filters (spec 1 §2.12): q, author (user_id), verb (activity_verb), by_system.
import { AutocompleteInput, BooleanInput, ReferenceInput, SelectInput } from 'react-admin';
import { ACTIVITY_VERBS } from '@console/contract';
import { userName } from '../../common/userName.ts';

const verbChoices = ACTIVITY_VERBS.map((id) => ({ id, name: `app.verbs.${id}` }));

export const logFilters = [
  // Authors include inactive users: the users list would otherwise offer only active ones.
  <ReferenceInput key="user_id" source="user_id" reference="users" filter={{ active: 'all' }} alwaysOn>
    <AutocompleteInput label="resources.logs.fields.user_id" optionText={userName} filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
  <SelectInput key="activity_verb" source="activity_verb" choices={verbChoices} alwaysOn />,
  <BooleanInput key="by_system" source="by_system" alwaysOn />,
];

export const logFilterDefaults = { by_system: false };
