// A line provider in the drawer (spec 1 §2.10): id, name, lines_count, created_at, updated_at.
import { SimpleShowLayout, TextField } from 'react-admin';
import { DateField, NumberField } from '../../common/format/fields.tsx';

export const LineProviderDetails = () => (
  <SimpleShowLayout sx={{ px: 0 }}>
    <TextField source="id" />
    <TextField source="name" />
    <NumberField source="lines_count" />
    <TextField source="notes" emptyText="-" sx={{ whiteSpace: 'pre-wrap' }} />
    <DateField source="created_at" showTime />
    <DateField source="updated_at" showTime />
  </SimpleShowLayout>
);
