// The summary tab of a SIM card: identity, where it is, network settings, then the provider's live data.
import { Box } from '@mui/material';
import { BooleanField, ReferenceField, TextField } from 'react-admin';
import { DateField, NumberField } from '../../common/format/fields.tsx';
import { DetailSection } from '../../common/DetailSection.tsx';
import { SimLinksField, SimStatusField } from './SimcardFields.tsx';
import { SimcardLiveData } from './SimcardLiveData.tsx';
import { ChoiceField } from '../../common/format/ChoiceField.tsx';

export const SimcardSummary = () => (
  <Box sx={{ pt: 1 }}>
    <DetailSection title="resources.simcards.sections.identity">
      <ChoiceField source="type" labels="resources.simcards.types" />
      <TextField source="iccid" />
      <TextField source="variant" emptyText="-" />
      <SimStatusField source="status" />
      <BooleanField source="is_manageable" />
      <BooleanField source="active" />
      <TextField source="imsi" emptyText="-" />
      <TextField source="imsi_profile" emptyText="-" />
      <TextField source="sponsored_imsi" emptyText="-" />
      <TextField source="phone_number" emptyText="-" />
      <ReferenceField source="provider_id" reference="providers" emptyText="-" />
      <TextField source="supplier_name" emptyText="-" />
      <TextField source="carrier_name" emptyText="-" />
      <TextField source="source" emptyText="-" />
    </DetailSection>
    <DetailSection title="resources.simcards.sections.location">
      <ReferenceField source="customer_id" reference="customers" emptyText="-" />
      <ReferenceField source="site_id" reference="sites" emptyText="-" />
      <ReferenceField source="device_id" reference="devices" emptyText="-" />
      <TextField source="device_port_name" emptyText="-" />
      <ReferenceField source="pool_id" reference="simpools" emptyText="-" />
      <ReferenceField source="parent_id" reference="simcards" emptyText="-" />
      <TextField source="owner" emptyText="-" />
      <BooleanField source="device_active" />
      <SimLinksField label="resources.simcards.fields.links" />
    </DetailSection>
    <DetailSection title="resources.simcards.sections.network">
      <TextField source="apn_1" emptyText="-" />
      <TextField source="apn_2" emptyText="-" />
      <TextField source="apn_3" emptyText="-" />
      <NumberField source="preferred_mtu" emptyText="-" />
      <TextField source="pin" emptyText="-" />
      <TextField source="username" emptyText="-" />
    </DetailSection>
    <DetailSection title="resources.simcards.sections.data_limit" columns={2}>
      <NumberField source="data_limit" emptyText="-" />
      <TextField source="data_limit_contacts" emptyText="-" />
    </DetailSection>
    <DetailSection title="resources.simcards.sections.notes" columns={1}>
      <TextField source="notes" emptyText="-" sx={{ whiteSpace: 'pre-wrap' }} />
    </DetailSection>
    <DetailSection>
      <DateField source="created_at" showTime />
      <DateField source="updated_at" showTime />
    </DetailSection>
    <SimcardLiveData />
  </Box>
);
