// The columns of a SIM card table (spec 1 §2.8), shared by the list and the tables embedded in
// pools, providers, customers and the eSIMs tab.
import { BooleanField, DataTable, TextField } from 'react-admin';
import { DateField } from '../../common/format/fields.tsx';
import { SimcardActionsMenu } from './SimcardActionsMenu.tsx';
import { SimLinksField, SimStatusField } from './SimcardFields.tsx';
import { ChoiceField } from '../../common/format/ChoiceField.tsx';

// The actions sit first: the table is wide and the last columns scroll out of narrow windows.
export const simcardColumns = ({ actions = true }: { actions?: boolean } = {}) => [
  ...(actions
    ? [
        <DataTable.Col key="actions" label="" disableSort padding="none">
          <SimcardActionsMenu />
        </DataTable.Col>,
      ]
    : []),
  <DataTable.Col key="type" source="type">
    <ChoiceField source="type" labels="resources.simcards.types" />
  </DataTable.Col>,
  <DataTable.Col key="variant" source="variant" />,
  <DataTable.Col key="iccid" source="iccid" />,
  <DataTable.Col key="provider_name" source="provider_name" />,
  <DataTable.Col key="supplier_name" source="supplier_name" disableSort />,
  <DataTable.Col key="carrier_name" source="carrier_name" disableSort />,
  <DataTable.Col key="customer_name" source="customer_name" />,
  // The device holding the SIM (issue 14: the list had no device column).
  <DataTable.Col key="device_serial" source="device_serial">
    <TextField source="device_serial" emptyText="-" />
  </DataTable.Col>,
  <DataTable.Col key="status" source="status" field={SimStatusField} />,
  <DataTable.Col key="owner" source="owner" disableSort>
    <TextField source="owner" emptyText="-" />
  </DataTable.Col>,
  <DataTable.Col key="updated_at" source="updated_at">
    <DateField source="updated_at" />
  </DataTable.Col>,
  <DataTable.Col key="device_active" source="device_active" disableSort field={BooleanField} />,
  <DataTable.Col key="links" label="resources.simcards.fields.links" disableSort>
    <SimLinksField />
  </DataTable.Col>,
];
