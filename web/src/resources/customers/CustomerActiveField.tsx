// Whether a customer is active as people mean it (issue 14: an archived customer showed "Active ✓"
// beside its Archived chip): an archived customer is not active, whatever its stored flag says.
import { BooleanField, useRecordContext } from 'react-admin';
import type { CustomerRecord } from './types.ts';

export const CustomerActiveField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<CustomerRecord>();
  if (!record) return null;
  return <BooleanField source="active" record={{ ...record, active: Boolean(record.active) && !record.archived_at }} />;
};
