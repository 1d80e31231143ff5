// A compact devices table for other pages (customer and site tabs, site row expansion).
import { DataTable, ReferenceField, ReferenceManyField } from 'react-admin';
import { ControllerGroupField, OnlineStatusField, SimCountField, WanLedsField } from './DeviceFields.tsx';
import { ListPagination } from '../../common/ListPagination.tsx';

export interface DeviceTableProps {
  /** The devices filter naming the record: customer_id or site_id. */
  target: string;
  perPage?: number;
  /** Hide the site column (on a site's own page). */
  hideSite?: boolean;
}

export const DeviceTable = ({ target, perPage = 25, hideSite }: DeviceTableProps) => (
  <ReferenceManyField
    reference="devices"
    target={target}
    sort={{ field: 'id', order: 'DESC' }}
    perPage={perPage}
    pagination={<ListPagination rowsPerPageOptions={[perPage]} />}
  >
    <DataTable bulkActionButtons={false} rowClick="show">
      <DataTable.Col source="serial" />
      <DataTable.Col source="name" />
      {!hideSite && (
        <DataTable.Col source="site_id" disableSort>
          <ReferenceField source="site_id" reference="sites" link={false} emptyText="-" />
        </DataTable.Col>
      )}
      <DataTable.Col source="product_id" disableSort>
        <ReferenceField source="product_id" reference="device_products" link={false} emptyText="-" />
      </DataTable.Col>
      <DataTable.Col source="online_status" align="center">
        <OnlineStatusField />
      </DataTable.Col>
      <DataTable.Col source="ic_organization_name" label="resources.devices.fields.organization_group" disableSort>
        <ControllerGroupField />
      </DataTable.Col>
      <DataTable.Col source="wans" disableSort>
        <WanLedsField />
      </DataTable.Col>
      <DataTable.Col source="sim_cards_count" label="resources.devices.fields.sims" disableSort>
        <SimCountField />
      </DataTable.Col>
    </DataTable>
  </ReferenceManyField>
);
