// Service products (spec 2 §2): 50 per page, export; columns service_type, reference, name,
// services_count, price, data_included, extra_price, currency, frequency.
import { DataTable, SelectField } from 'react-admin';
import { MoneyField, NumberField } from '../../common/format/fields.tsx';
import { ResourceList } from '../../common/ResourceList.tsx';
import { frequencyChoices, serviceTypeChoices } from '../services/choices.ts';
import { serviceProductFilters } from './serviceProductFilters.tsx';
import { ServiceProductDetails } from './ServiceProductFields.tsx';

/** Spec 2 §9: 50 per page. */
export const SERVICE_PRODUCTS_PAGE_SIZE = 50;

export const ServiceProductList = () => (
  <ResourceList
    filters={serviceProductFilters}
    hiddenColumns={['extra_price', 'currency']}
    perPage={SERVICE_PRODUCTS_PAGE_SIZE}
    exportable
    drawer={<ServiceProductDetails />}
  >
    <DataTable.Col source="service_type">
      <SelectField source="service_type" choices={serviceTypeChoices} />
    </DataTable.Col>
    <DataTable.Col source="reference" />
    <DataTable.Col source="name" />
    <DataTable.Col align="right" field={NumberField} source="services_count" />
    <DataTable.Col align="right" field={MoneyField} source="price" />
    <DataTable.Col align="right" field={NumberField} source="data_included" />
    <DataTable.Col align="right" field={MoneyField} source="extra_price" />
    <DataTable.Col source="currency" />
    <DataTable.Col source="frequency">
      <SelectField source="frequency" choices={frequencyChoices} />
    </DataTable.Col>
  </ResourceList>
);
