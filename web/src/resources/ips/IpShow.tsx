// IP show page: the address, its subnet and use, the last ping's round trips, Ops History and Logs.
import { SummaryLogShow } from '../../common/SummaryLogShow.tsx';
import { Box, Typography } from '@mui/material';
import { BooleanField, EditButton, ReferenceField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { DateField } from '../../common/format/fields.tsx';
import { ArchiveButton } from '../../common/ArchiveButton.tsx';
import { DetailSection } from '../../common/DetailSection.tsx';
import { PingButton, RoundTrips } from './IpPing.tsx';
import { ChoiceField } from '../../common/format/ChoiceField.tsx';

const LastPing = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record?.last_ping_at) return null;
  return (
    <Box sx={{ maxWidth: 360, mb: 2 }}>
      <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 600, letterSpacing: 1 }}>
        {translate('resources.ips.sections.last_ping')}
      </Typography>
      {record.last_ping_result ? (
        <RoundTrips result={record.last_ping_result} />
      ) : (
        <Typography variant="body2">{translate('resources.ips.ping.no_answer')}</Typography>
      )}
    </Box>
  );
};

const IpSummary = () => (
  <Box sx={{ pt: 1 }}>
    <DetailSection title="resources.ips.sections.address">
      <TextField source="address" />
      <TextField source="cidr" />
      <TextField source="gateway" emptyText="-" />
    </DetailSection>
    <DetailSection title="resources.ips.sections.subnet">
      <TextField source="subnet" emptyText="-" />
      <ChoiceField source="subnet_type" labels="resources.ips.subnet_types" />
      <TextField source="firewall" emptyText="-" />
      <TextField source="vlan_id" emptyText="-" />
      <TextField source="subnet_notes" emptyText="-" />
    </DetailSection>
    <DetailSection title="resources.ips.sections.use">
      <ReferenceField source="customer_id" reference="customers" emptyText="-" />
      <ReferenceField source="device_id" reference="devices" emptyText="-" />
      <TextField source="unmanaged_device_description" emptyText="-" />
      <BooleanField source="available" />
      <BooleanField source="used" />
      <DateField source="last_ping_at" showTime emptyText="-" />
    </DetailSection>
    <LastPing />
    <DetailSection columns={1}>
      <TextField source="notes" emptyText="-" sx={{ whiteSpace: 'pre-wrap' }} />
    </DetailSection>
    <DetailSection>
      <DateField source="created_at" showTime />
      <DateField source="updated_at" showTime />
    </DetailSection>
  </Box>
);

export const IpShow = () => (
  <SummaryLogShow
    summary={<IpSummary />}
    objectType="ip"
    actions={
      <>
        <PingButton />
        <EditButton />
        <ArchiveButton />
      </>
    }
  />
);
