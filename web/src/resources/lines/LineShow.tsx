// Line show page (spec 1 §2.10): tabs summary, Ops History and Logs; Attach/Detach and Archive in the header.
import { SummaryLogShow } from '../../common/SummaryLogShow.tsx';
import { Box } from '@mui/material';
import { EditButton, EmailField, ReferenceField, TabbedShowLayout, TextField } from 'react-admin';
import { DateField } from '../../common/format/fields.tsx';
import { ArchiveButton } from '../../common/ArchiveButton.tsx';
import { DetailSection } from '../../common/DetailSection.tsx';
import { OpsHistoryTab } from '../records/index.ts';
import { lineArchiveProps } from './lineArchive.tsx';
import { LineActionsMenu } from './LineActions.tsx';
import { LineStatusField } from './LineStatusField.tsx';
import { ChoiceField } from '../../common/format/ChoiceField.tsx';

const LineSummary = () => (
  <Box sx={{ pt: 1 }}>
    <DetailSection title="resources.lines.sections.order">
      <TextField source="sales_order_number" emptyText="-" />
      <TextField source="subscription_id" emptyText="-" />
      <ReferenceField source="provider_id" reference="line_providers" emptyText="-" />
      <LineStatusField source="status" />
      <ChoiceField source="line_type" labels="resources.lines.line_types" />
      <TextField source="accounting_status" emptyText="-" />
    </DetailSection>
    <DetailSection title="resources.lines.sections.where">
      <ReferenceField source="customer_id" reference="customers" emptyText="-" />
      <ReferenceField source="site_id" reference="sites" emptyText="-" />
      <ReferenceField source="device_id" reference="devices" emptyText="-" />
      <TextField source="address" emptyText="-" />
    </DetailSection>
    <DetailSection title="resources.lines.sections.follow_up" columns={4}>
      <ReferenceField source="assigned_to_id" reference="users" emptyText="-" />
      <DateField source="installation_date" emptyText="-" />
      <DateField source="next_action_date" emptyText="-" />
      <DateField source="decommission_date" emptyText="-" />
    </DetailSection>
    <DetailSection title="resources.lines.sections.access">
      <TextField source="ppoe_login" emptyText="-" />
    </DetailSection>
    <DetailSection title="resources.lines.sections.contact">
      <TextField source="contact_name" emptyText="-" />
      <TextField source="contact_phone" emptyText="-" />
      <EmailField source="contact_email" emptyText="-" />
    </DetailSection>
    <DetailSection title="resources.lines.sections.notes" columns={2}>
      <TextField source="installation_notes" emptyText="-" sx={{ whiteSpace: 'pre-wrap' }} />
      <TextField source="notes" emptyText="-" sx={{ whiteSpace: 'pre-wrap' }} />
    </DetailSection>
    <DetailSection>
      <TextField source="last_updated_by" emptyText="-" />
      <DateField source="created_at" showTime />
      <DateField source="updated_at" showTime />
    </DetailSection>
  </Box>
);

export const LineShow = () => (
  <SummaryLogShow
    summary={<LineSummary />}
    objectType="line"
    actions={
      <>
        <LineActionsMenu button archive={false} />
        <EditButton />
        <ArchiveButton label="app.action.archive_decommission" {...lineArchiveProps} />
      </>
    }
    tabs={[
      <TabbedShowLayout.Tab key="ops" label="resources.lines.tabs.ops_history" path="ops_history">
        <OpsHistoryTab target="line_id" />
      </TabbedShowLayout.Tab>,
    ]}
  />
);
