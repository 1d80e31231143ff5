// Customer show page (spec 1 §2.4): header chips and actions, then the tabs.
import { EditButton, Show, TabbedShowLayout } from 'react-admin';
import { ImpersonateButton } from '../../common/ImpersonateButton.tsx';
import { LogTab } from '../../common/LogTab.tsx';
import { ShowHeader } from '../../common/ShowHeader.tsx';
import { CustomerAddressesTab } from './CustomerAddressesTab.tsx';
import { CustomerArchiveButton } from './CustomerOpenWork.tsx';
import { CustomerContactsTab } from './CustomerContactsTab.tsx';
import { CustomerDevicesTab } from './CustomerDevicesTab.tsx';
import { CustomerOpsHistoryTab } from './CustomerOpsHistoryTab.tsx';
import { CustomerSitesTab } from './CustomerSitesTab.tsx';
import { CustomerSimPoolsTab } from './CustomerSimPoolsTab.tsx';
import { CustomerLinesTab } from './CustomerLinesTab.tsx';
import { CustomerProductItemsTab } from './CustomerProductItemsTab.tsx';
import { CustomerSummary } from './CustomerSummary.tsx';
import { CustomerUsersTab } from './CustomerUsersTab.tsx';
import { CustomerDataPoolsTab } from './CustomerDataPoolsTab.tsx';
import { InvoicesTab } from '../invoices/index.ts';
import { CustomerDataPricingsTab } from './CustomerDataPricingsTab.tsx';
import { useHasPermission } from '../../common/useHasPermission.ts';
import { PackageTabs } from '../packages/index.ts';
import { SupportTicketLink } from './SupportTicketLink.tsx';

const CustomerShowActions = () => (
  <ShowHeader extra={<SupportTicketLink />}>
    <ImpersonateButton />
    <EditButton />
    <CustomerArchiveButton />
  </ShowHeader>
);

export const CustomerShow = () => {
  const pricing = useHasPermission('can_manage_pricing');
  return (
    <Show actions={<CustomerShowActions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="resources.customers.tabs.summary">
          <CustomerSummary />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.customers.tabs.sites" path="sites">
          <CustomerSitesTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.customers.tabs.users" path="users">
          <CustomerUsersTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.devices.tabs.of_customer" path="devices">
          <CustomerDevicesTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.simpools.tabs.of_customer" path="simpools">
          <CustomerSimPoolsTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.lines.tabs.of_customer" path="lines">
          <CustomerLinesTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.product_items.tabs.of_customer" path="product_items">
          <CustomerProductItemsTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.packages.tabs.of_customer" path="packages">
          <PackageTabs target="customer_id" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.data_pools.tabs.of_customer" path="data_pools">
          <CustomerDataPoolsTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.invoices.tabs.of_customer" path="invoices">
          <InvoicesTab target="customer_id" hide={['customer_name']} />
        </TabbedShowLayout.Tab>
        {pricing && (
          <TabbedShowLayout.Tab label="resources.data_pricings.tabs.of_customer" path="data_pricings">
            <CustomerDataPricingsTab />
          </TabbedShowLayout.Tab>
        )}
        <TabbedShowLayout.Tab label="resources.customers.tabs.contacts" path="contacts">
          <CustomerContactsTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.customers.tabs.logs" path="logs">
          <LogTab target="customer_id" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.records.tabs.ops_history" path="records">
          <CustomerOpsHistoryTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.customers.tabs.addresses" path="addresses">
          <CustomerAddressesTab />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
};
