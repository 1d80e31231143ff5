import { Box } from '@mui/material';
import { TabbedShowLayout, TextField } from 'react-admin';
import { DateField } from '../../common/format/fields.tsx';
import { DetailSection } from '../../common/DetailSection.tsx';
import { SummaryLogShow } from '../../common/SummaryLogShow.tsx';
import { SimcardsOf } from '../simpools/PoolSimcards.tsx';
import { providerFieldSources } from './ProviderDetails.tsx';

const ProviderSummary = () => (
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
);

export const ProviderShow = () => (
  <SummaryLogShow
    summary={<ProviderSummary />}
    objectType="provider"
    tabs={[
      <TabbedShowLayout.Tab key="simcards" label="resources.providers.tabs.simcards" path="simcards">
        <SimcardsOf target="provider_id" perPage={25} />
      </TabbedShowLayout.Tab>,
    ]}
  />
);
