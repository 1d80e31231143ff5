// The access trail (issue 28, decision 0084): sign-ins, refusals, sign-outs, MFA codes, impersonations
// and preference changes, newest first; filters by user, event and date. Admins only.
import { Alert, Chip, Typography } from '@mui/material';
import { AutocompleteInput, DataTable, ReferenceInput, SelectInput, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { ACCESS_EVENT_KINDS, ADMIN_PERMISSION } from '@console/contract';
import { DateInput } from '../../common/format/DateInputs.tsx';
import { DateField } from '../../common/format/fields.tsx';
import { ResourceList } from '../../common/ResourceList.tsx';
import { userName } from '../../common/userName.ts';

const kindChoices = ACCESS_EVENT_KINDS.map((id) => ({ id, name: `resources.access_events.kinds.${id}` }));

export const accessEventFilters = [
  <ReferenceInput key="user_id" source="user_id" reference="users" filter={{ active: 'all' }} alwaysOn>
    <AutocompleteInput label="resources.access_events.fields.user_id" optionText={userName} filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
  <SelectInput key="kind" source="kind" choices={kindChoices} alwaysOn />,
  <DateInput key="created_at_gte" source="created_at_gte" label="resources.access_events.fields.created_at_gte" alwaysOn />,
  <DateInput key="created_at_lte" source="created_at_lte" label="resources.access_events.fields.created_at_lte" alwaysOn />,
];

export const KindField = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const failed = record.kind === 'sign_in_failed' || record.kind === 'mfa_failed';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={failed ? 'warning' : 'default'}
      label={translate(`resources.access_events.kinds.${record.kind}`, { _: record.kind })}
    />
  );
};

/** What the event says beside its kind, in words: a refusal's reason, the preferences changed, who impersonated. */
export const DetailsField = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const details = (record.details ?? {}) as Record<string, any>;
  const parts: string[] = [];
  if (details.reason) parts.push(translate(`resources.access_events.reasons.${details.reason}`, { _: String(details.reason) }));
  for (const key of ['theme', 'locale']) {
    const change = details[key];
    if (change && typeof change === 'object')
      parts.push(`${translate(`resources.users.fields.${key}`, { _: key })}: ${change.from ?? '∅'} → ${change.to ?? '∅'}`);
  }
  if (details.method) parts.push(String(details.method));
  if (details.customer) parts.push(String(details.customer));
  if (record.actor_name) parts.push(translate('resources.access_events.messages.impersonated', { name: record.actor_name }));
  return (
    <Typography variant="body2" component="span">
      {parts.join(' · ')}
    </Typography>
  );
};

export const AccessEventList = () => {
  const { permissions, isPending } = usePermissions<string[]>();
  const translate = useTranslate();
  if (isPending) return null;
  // Others would get the server's 403, which ends a session (spec 1 §8): an explanation instead.
  if (!permissions?.includes(ADMIN_PERMISSION)) {
    return (
      <Alert severity="info" sx={{ mt: 2 }}>
        {translate('resources.access_events.messages.admin_only')}
      </Alert>
    );
  }
  return (
    <ResourceList archivable={false} bulkActionButtons={false} filters={accessEventFilters}>
      <DataTable.Col source="created_at" sx={{ whiteSpace: 'nowrap' }}>
        <DateField source="created_at" showTime />
      </DataTable.Col>
      <DataTable.Col source="kind">
        <KindField />
      </DataTable.Col>
      <DataTable.Col source="email" />
      <DataTable.Col source="ip" disableSort />
      <DataTable.Col source="details" disableSort>
        <DetailsField />
      </DataTable.Col>
    </ResourceList>
  );
};
