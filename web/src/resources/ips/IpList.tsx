// IPs (spec 1 §2.11): Bulk create and Export in the actions bar, Ping per row.
import { BooleanField, DataTable } from 'react-admin';
import { DateField, NumberField } from '../../common/format/fields.tsx';
import { ResourceList } from '../../common/ResourceList.tsx';
import { BulkCreateLink } from '../../common/BulkCreatePage.tsx';
import { ipFilterDefaults, ipFilters } from './ipFilters.tsx';
import { PingButton } from './IpPing.tsx';

export const IpList = () => (
  <ResourceList
    filters={ipFilters}
    hiddenColumns={['gateway', 'firewall', 'vlan_id']}
    filterDefaultValues={ipFilterDefaults}
    exportable
    extraActions={<BulkCreateLink resource="ips" />}
  >
    <DataTable.Col source="address" />
    <DataTable.Col align="right" field={NumberField} source="cidr" />
    <DataTable.Col source="subnet" />
    <DataTable.Col source="gateway" disableSort />
    <DataTable.Col source="firewall" />
    <DataTable.Col align="right" field={NumberField} source="vlan_id" />
    <DataTable.Col source="customer_name" />
    <DataTable.Col source="device_serial" disableSort />
    <DataTable.Col source="available" disableSort field={BooleanField} />
    <DataTable.Col source="used" disableSort field={BooleanField} />
    <DataTable.Col source="last_ping_at">
      <DateField source="last_ping_at" showTime />
    </DataTable.Col>
    <DataTable.Col label="" disableSort align="right">
      <PingButton />
    </DataTable.Col>
  </ResourceList>
);
