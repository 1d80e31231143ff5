// Service product show (spec 2 §2): summary, the services sold with this product, logs.
import { ReferenceManyField, TabbedShowLayout } from 'react-admin';
import { ListPagination } from '../../common/ListPagination.tsx';
import { SummaryLogShow } from '../../common/SummaryLogShow.tsx';
import { ServiceTable } from '../services/ServiceTable.tsx';
import { ServiceProductSummary } from './ServiceProductFields.tsx';

export const ServiceProductShow = () => (
  <SummaryLogShow
    summary={<ServiceProductSummary />}
    objectType="service_product"
    tabs={[
      <TabbedShowLayout.Tab key="services" label="resources.service_products.tabs.services" path="services">
        <ReferenceManyField reference="services" target="product_id" sort={{ field: 'id', order: 'DESC' }} perPage={25} pagination={<ListPagination />}>
          <ServiceTable hide={['product_name']} />
        </ReferenceManyField>
      </TabbedShowLayout.Tab>,
    ]}
  />
);
