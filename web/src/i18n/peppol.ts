// The Peppol transmission of an invoice (decision 0062): the show page's section and the list's filter.
export const peppolMessages = {
  section: 'Peppol',
  fields: { status: 'Peppol status', message_id: 'Message id', attempts: 'Tries', sent_at: 'Taken by the access point', error: 'Error' },
  statuses: { queued: 'Queued', sending: 'Sending', accepted: 'Accepted', delivered: 'Delivered', rejected: 'Rejected', failed: 'Failed' },
};
