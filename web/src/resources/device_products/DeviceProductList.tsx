// Device products (spec 2 §2): 50 per page with export; managed products by default.
import { BooleanField, DataTable } from 'react-admin';
import { NumberField } from '../../common/format/fields.tsx';
import { ResourceList } from '../../common/ResourceList.tsx';
import { deviceProductFilterDefaults, deviceProductFilters } from './deviceProductFilters.tsx';
import { DeviceProductDetails } from './DeviceProductDetails.tsx';
import { StockAlertChip } from './StockAlertChip.tsx';

/** Spec 2 §9: device products list 50 per page. */
export const DEVICE_PRODUCTS_PAGE_SIZE = 50;

export const DeviceProductList = () => (
  <ResourceList
    filters={deviceProductFilters}
    hiddenColumns={['id', 'family', 'virtual', 'accessory']}
    filterDefaultValues={deviceProductFilterDefaults}
    perPage={DEVICE_PRODUCTS_PAGE_SIZE}
    exportable
    drawer={<DeviceProductDetails />}
  >
    <DataTable.Col source="id" />
    <DataTable.Col source="reference" />
    <DataTable.Col source="name" />
    <DataTable.Col source="brand" />
    <DataTable.Col source="family" />
    <DataTable.Col source="category" />
    <DataTable.Col source="managed" field={BooleanField} disableSort />
    <DataTable.Col source="virtual" field={BooleanField} disableSort />
    <DataTable.Col source="accessory" field={BooleanField} disableSort />
    <DataTable.Col align="right" field={NumberField} source="devices_stock_count" disableSort />
    <DataTable.Col align="right" field={NumberField} source="devices_count" disableSort />
    <DataTable.Col source="stock_alert" disableSort>
      <StockAlertChip />
    </DataTable.Col>
  </ResourceList>
);
