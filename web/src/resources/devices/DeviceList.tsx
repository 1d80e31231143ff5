// Devices list (spec 1 §2.7): the spec's columns (sortable where the server sorts: ResourceList), Archive/Decommission, Unarchive and Move in the
// bulk bar, Export to xls, and links to the bulk screens and the map.
import { BooleanField, DataTable, ReferenceField, TextField } from 'react-admin';
import AddIcon from '@mui/icons-material/PlaylistAdd';
import MoveIcon from '@mui/icons-material/MoveDown';
import MapIcon from '@mui/icons-material/Map';
import { DEVICE_ARCHIVE_REASONS } from '@console/contract';
import { ArchiveBulkActions } from '../../common/BulkArchiveButtons.tsx';
import { ResourceList } from '../../common/ResourceList.tsx';
import { BulkDeviceArchiveInputs, deviceArchiveDefaults } from './DeviceArchiveInputs.tsx';
import { DeviceDetails } from './DeviceDetails.tsx';
import { ControllerGroupField, OnlineStatusField, OwnerBadge, SimCountField, WanLedsField } from './DeviceFields.tsx';
import { deviceFilterDefaults, deviceFilters } from './deviceFilters.tsx';
import { BulkMoveDevicesButton } from './MoveDevicesButton.tsx';
import { LinkButton } from '../../common/LinkButton.tsx';

const ListLinks = () => (
  <>
    <LinkButton label="resources.devices.action.bulk_create" to="/devices/bulk-create">
      <AddIcon />
    </LinkButton>
    <LinkButton label="resources.devices.action.bulk_move" to="/devices/bulk-move">
      <MoveIcon />
    </LinkButton>
    <LinkButton label="resources.devices.action.map" to="/devices/map">
      <MapIcon />
    </LinkButton>
  </>
);

const BulkActions = () => (
  <>
    <BulkMoveDevicesButton />
    <ArchiveBulkActions reasons={DEVICE_ARCHIVE_REASONS} archiveInputs={<BulkDeviceArchiveInputs />} archiveDefaults={deviceArchiveDefaults} />
  </>
);

export const DeviceList = () => (
  <ResourceList
    filters={deviceFilters}
    hiddenColumns={['ic_server_name', 'ic_organization_name', 'reserved', 'is_new']}
    filterDefaultValues={deviceFilterDefaults}
    exportable
    extraActions={<ListLinks />}
    drawer={<DeviceDetails />}
    bulkActionButtons={<BulkActions />}
  >
    <DataTable.Col source="serial" />
    <DataTable.Col
      source="name"
      render={(record) => (
        <span>
          {record.name ?? '-'} <OwnerBadge />
        </span>
      )}
    />
    <DataTable.Col source="customer_id">
      <ReferenceField source="customer_id" reference="customers" link="show" emptyText="-" />
    </DataTable.Col>
    <DataTable.Col source="site_id">
      <ReferenceField source="site_id" reference="sites" link="show" emptyText="-" />
    </DataTable.Col>
    <DataTable.Col source="product_id">
      <ReferenceField source="product_id" reference="device_products" link={false} emptyText="-">
        <TextField source="name" />
      </ReferenceField>
    </DataTable.Col>
    <DataTable.Col source="online_status" align="center">
      <OnlineStatusField />
    </DataTable.Col>
    <DataTable.Col source="ic_server_name" label="resources.devices.fields.server_id">
      <ReferenceField source="server_id" reference="servers" link={false} emptyText="-" />
    </DataTable.Col>
    <DataTable.Col source="ic_organization_name" label="resources.devices.fields.organization_group">
      <ControllerGroupField />
    </DataTable.Col>
    <DataTable.Col source="wans">
      <WanLedsField />
    </DataTable.Col>
    <DataTable.Col source="sim_cards_count" label="resources.devices.fields.sims">
      <SimCountField />
    </DataTable.Col>
    <DataTable.Col source="reserved" field={BooleanField} />
    <DataTable.Col source="is_new" field={BooleanField} />
  </ResourceList>
);
