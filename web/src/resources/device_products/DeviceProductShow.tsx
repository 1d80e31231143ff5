// Device product show (spec 2 §2): summary, then its product items and devices in stock and sold.
import { BooleanField, DataTable, EditButton, ReferenceField, ReferenceManyField, Show, TabbedShowLayout } from 'react-admin';
import { ArchiveButton } from '../../common/ArchiveButton.tsx';
import { LogTab } from '../../common/LogTab.tsx';
import { ShowHeader } from '../../common/ShowHeader.tsx';
import { DeviceProductSummary } from './DeviceProductSummary.tsx';
import { StockAlertChip } from './StockAlertChip.tsx';
import { ListPagination } from '../../common/ListPagination.tsx';
import { ChoiceField } from '../../common/format/ChoiceField.tsx';

const ProductItems = ({ inStock }: { inStock: boolean }) => (
  <ReferenceManyField reference="product_items" target="product_ids" filter={{ in_stock: inStock }} perPage={25} pagination={<ListPagination />}>
    <DataTable bulkActionButtons={false} rowClick="show">
      <DataTable.Col source="serial" />
      <DataTable.Col source="customer_id">
        <ReferenceField source="customer_id" reference="customers" emptyText="-" />
      </DataTable.Col>
      <DataTable.Col source="site_id">
        <ReferenceField source="site_id" reference="sites" emptyText="-" />
      </DataTable.Col>
      <DataTable.Col source="rent_sold">
        <ChoiceField source="rent_sold" labels="resources.product_items.rent_sold" />
      </DataTable.Col>
      <DataTable.Col source="reserved" field={BooleanField} />
    </DataTable>
  </ReferenceManyField>
);

const Devices = ({ inStock }: { inStock: boolean }) => (
  <ReferenceManyField reference="devices" target="product_id" filter={{ in_stock: inStock }} perPage={25} pagination={<ListPagination />}>
    <DataTable bulkActionButtons={false} rowClick="show">
      <DataTable.Col source="serial" />
      <DataTable.Col source="name" />
      <DataTable.Col source="customer_id">
        <ReferenceField source="customer_id" reference="customers" emptyText="-" />
      </DataTable.Col>
      <DataTable.Col source="site_id">
        <ReferenceField source="site_id" reference="sites" emptyText="-" />
      </DataTable.Col>
      <DataTable.Col source="reserved" field={BooleanField} />
    </DataTable>
  </ReferenceManyField>
);

export const DeviceProductShow = () => (
  <Show
    actions={
      <ShowHeader extra={<StockAlertChip />}>
        <EditButton />
        <ArchiveButton />
      </ShowHeader>
    }
  >
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="resources.device_products.tabs.summary">
        <DeviceProductSummary />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.device_products.tabs.stock_product_items" path="stock_product_items">
        <ProductItems inStock />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.device_products.tabs.stock_devices" path="stock_devices">
        <Devices inStock />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.device_products.tabs.sold_product_items" path="sold_product_items">
        <ProductItems inStock={false} />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.device_products.tabs.sold_devices" path="sold_devices">
        <Devices inStock={false} />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.device_products.tabs.logs" path="logs">
        <LogTab objectType="device_product" />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);
