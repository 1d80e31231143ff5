// Link to the customer's tickets in the help-desk, when the record carries a help-desk id (spec 1 §2.4).
import { Button as MuiButton } from '@mui/material';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { useRecordContext, useTranslate } from 'react-admin';
import type { CustomerRecord } from './types.ts';

/** The server may send the full help-desk address (helpdesk_url); otherwise /freshdesk redirects to it. */
export const supportTicketUrl = (record: Pick<CustomerRecord, 'helpdesk_id' | 'helpdesk_url'>) =>
  record.helpdesk_url || `/freshdesk?company_id=${encodeURIComponent(record.helpdesk_id ?? '')}`;

export const SupportTicketLink = () => {
  const record = useRecordContext<CustomerRecord>();
  const translate = useTranslate();
  if (!record?.helpdesk_id) return null;
  return (
    <MuiButton size="small" href={supportTicketUrl(record)} target="_blank" rel="noopener noreferrer" startIcon={<SupportAgentIcon />}>
      {translate('app.action.support_tickets')}
    </MuiButton>
  );
};
