// SIM pool show page: the pool, then its SIM cards.
import { Box } from '@mui/material';
import { ReferenceField, TabbedShowLayout, TextField } from 'react-admin';
import { DateField, NumberField } from '../../common/format/fields.tsx';
import { DetailSection } from '../../common/DetailSection.tsx';
import { SummaryLogShow } from '../../common/SummaryLogShow.tsx';
import { PoolSimcards } from './PoolSimcards.tsx';

const SimpoolSummary = () => (
  <Box sx={{ pt: 1 }}>
    <DetailSection>
      <TextField source="name" />
      <ReferenceField source="customer_id" reference="customers" emptyText="-" />
      <NumberField source="cards_count" />
      <TextField source="description" emptyText="-" />
      <DateField source="created_at" showTime />
      <DateField source="updated_at" showTime />
    </DetailSection>
    <DetailSection columns={1}>
      <TextField source="notes" emptyText="-" sx={{ whiteSpace: 'pre-wrap' }} />
    </DetailSection>
  </Box>
);

export const SimpoolShow = () => (
  <SummaryLogShow
    summary={<SimpoolSummary />}
    objectType="simpool"
    tabs={[
      <TabbedShowLayout.Tab key="simcards" label="resources.simpools.tabs.simcards" path="simcards">
        <PoolSimcards />
      </TabbedShowLayout.Tab>,
    ]}
  />
);
