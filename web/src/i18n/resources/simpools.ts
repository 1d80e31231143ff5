export const simpools = {
  name: 'SIM pool |||| SIM pools',
  fields: {
    id: 'Id',
    name: 'Name',
    customer_id: 'Customer',
    customer_name: 'Customer',
    customer: 'Customer',
    notes: 'Notes',
    description: 'Description',
    cards_count: 'SIM cards',
    iccids: 'ICCIDs to add',
    created_at: 'Created',
    updated_at: 'Updated',
    archived_at: 'Archived',
    archived_reason: 'Archive reason',
  },
  tabs: {
    of_customer: 'SIM pools',
    of_site: 'SIM pools',
    summary: 'Summary',
    simcards: 'SIM cards',
    logs: 'Logs',
  },
  helpers: {
    iccids: 'One ICCID per line: these SIM cards are added to the pool when it is saved.',
  },
  notifications: {
    added: 'Successfully added simcards',
    added_some: '%{smart_count} SIM cards added to pool %{name}',
  },
};
