// Billing address show page (spec 3 §2): summary, its invoices, and its activity log.
import { TabbedShowLayout } from 'react-admin';
import { SummaryLogShow } from '../../common/SummaryLogShow.tsx';
import { InvoicesTab } from '../invoices/index.ts';
import { AddressSummary } from './AddressSummary.tsx';

export const AddressShow = () => (
  <SummaryLogShow
    summary={<AddressSummary />}
    objectType="address"
    tabs={[
      <TabbedShowLayout.Tab key="invoices" label="resources.invoices.tabs.of_customer" path="invoices">
        <InvoicesTab target="invoicing_address_id" />
      </TabbedShowLayout.Tab>,
    ]}
  />
);
