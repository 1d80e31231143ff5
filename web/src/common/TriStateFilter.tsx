// An on/off list filter with an "all" position (issue 14): a switch could only say yes or "not
// filtered", and where the server filters by default (customers and users: active) "not filtered"
// still meant yes. The server lifts a default filter for the value `all`. ResourceList turns every
// BooleanInput filter into one of these.
import { SelectInput } from 'react-admin';

const choices = [
  { id: 'true', name: 'ra.boolean.true' },
  { id: 'false', name: 'ra.boolean.false' },
];

// Links and older URLs carry real booleans (`{"active":true}`): shown as the matching position. No
// value is '' (react-admin's default format), never undefined, which would leave the select uncontrolled.
export const formatTriState = (v: unknown) => (typeof v === 'boolean' ? String(v) : (v ?? ''));

export const TriStateFilter = ({ source, label, alwaysOn }: { source: string; label?: string; alwaysOn?: boolean }) => (
  <SelectInput
    source={source}
    label={label}
    alwaysOn={alwaysOn}
    choices={choices}
    format={formatTriState}
    emptyText="app.filters.all"
    emptyValue="all"
    sx={{ minWidth: 120 }}
  />
);
