// SIM pool show page: the pool, then its SIM cards.
import { Box } from '@mui/material';
import { DateField, EditButton, NumberField, ReferenceField, Show, TabbedShowLayout, TextField } from 'react-admin';
import { ArchiveButton } from '../../common/ArchiveButton.tsx';
import { DetailSection } from '../../common/DetailSection.tsx';
import { LogTab } from '../../common/LogTab.tsx';
import { ShowHeader } from '../../common/ShowHeader.tsx';
import { PoolSimcards } from './PoolSimcards.tsx';

export const SimpoolShow = () => (
  <Show
    actions={
      <ShowHeader>
        <EditButton />
        <ArchiveButton />
      </ShowHeader>
    }
  >
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="resources.simpools.tabs.summary">
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
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.simpools.tabs.simcards" path="simcards">
        <PoolSimcards />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.simpools.tabs.logs" path="logs">
        <LogTab objectType="simpool" />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);
