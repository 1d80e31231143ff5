// The Top-ups tab of a STARLINK service (spec 2 §2, §3): how many 50 GB blocks were bought and their
// total, then each block of top_up_blocks_history (source, data amount, start and expiration dates),
// newest first. The Top-up button itself is in the page header (SatelliteServiceActions.tsx).
import { Typography } from '@mui/material';
import { ArrayField, DataTable, TabbedShowLayout, useRecordContext, useTranslate } from 'react-admin';
import { ChoiceField } from '../../common/format/ChoiceField.tsx';
import { DateField, GbField, NumberField } from '../../common/format/fields.tsx';
import { DetailSection } from '../../common/DetailSection.tsx';
import type { ServiceRecord } from './types.ts';

const KEY = 'resources.services.top_ups';

const NoTopUp = () => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary">
      {translate(`${KEY}.none`)}
    </Typography>
  );
};

/** Newest first, from the first render (ArrayField's own sort applies only after an effect). */
const newestFirst = (history: ServiceRecord['top_up_blocks_history'] | undefined) =>
  [...(history ?? [])].sort((a, b) => String(b.start_date).localeCompare(String(a.start_date)));

export const ServiceTopUps = () => {
  const record = useRecordContext<ServiceRecord>();
  if (!record) return null;
  return (
    <>
      <DetailSection title={`${KEY}.title`} columns={4}>
        <NumberField source="top_up_blocks_count" options={{ maximumFractionDigits: 0 }} />
        <GbField source="top_up_blocks_total_data" label={`${KEY}.total_data`} />
      </DetailSection>
      <ArrayField source="top_up_blocks_history" record={{ id: record.id, top_up_blocks_history: newestFirst(record.top_up_blocks_history) }} perPage={1000}>
        <DataTable bulkActionButtons={false} rowClick={false} empty={<NoTopUp />}>
          <DataTable.Col source="source" label={`${KEY}.source`}>
            <ChoiceField source="source" labels={`${KEY}.sources`} />
          </DataTable.Col>
          <DataTable.Col source="data_amount" label={`${KEY}.data_amount`} align="right" field={GbField} />
          <DataTable.Col source="start_date" label={`${KEY}.start_date`} field={DateField} />
          <DataTable.Col source="expiration_date" label={`${KEY}.expiration_date`}>
            <DateField source="expiration_date" emptyText="-" />
          </DataTable.Col>
        </DataTable>
      </ArrayField>
    </>
  );
};

/** The tab, for STARLINK services only (the caller decides). */
export const serviceTopUpsTab = () => (
  <TabbedShowLayout.Tab key="top_ups" label={`${KEY}.tab`} path="top_ups">
    <ServiceTopUps />
  </TabbedShowLayout.Tab>
);
