import { Box } from '@mui/material';
import { DateField, EditButton, Show, TabbedShowLayout, TextField } from 'react-admin';
import { ArchiveButton } from '../../common/ArchiveButton.tsx';
import { DetailSection } from '../../common/DetailSection.tsx';
import { LogTab } from '../../common/LogTab.tsx';
import { ShowHeader } from '../../common/ShowHeader.tsx';
import { SimcardsOf } from '../simpools/PoolSimcards.tsx';
import { providerFieldSources } from './ProviderDetails.tsx';

export const ProviderShow = () => (
  <Show
    actions={
      <ShowHeader>
        <EditButton />
        <ArchiveButton />
      </ShowHeader>
    }
  >
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="resources.providers.tabs.summary">
        <Box sx={{ pt: 1 }}>
          <DetailSection>
            <TextField source="id" />
            <TextField source="name" />
            {providerFieldSources.map((source) => (
              <TextField key={source} source={source} emptyText="-" />
            ))}
            <DateField source="created_at" showTime />
            <DateField source="updated_at" showTime />
          </DetailSection>
        </Box>
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.providers.tabs.simcards" path="simcards">
        <SimcardsOf target="provider_id" perPage={25} />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.providers.tabs.logs" path="logs">
        <LogTab objectType="provider" />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);
