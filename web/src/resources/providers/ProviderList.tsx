// SIM providers (spec 1 §2.9): drawer on row click, rows expand to their SIM cards (5 per page).
import { DataTable, DateField } from 'react-admin';
import { ResourceList } from '../../common/ResourceList.tsx';
import { SimcardsOf } from '../simpools/PoolSimcards.tsx';
import { ProviderDetails } from './ProviderDetails.tsx';

const ProviderSimcards = () => <SimcardsOf target="provider_id" perPage={5} />;

export const ProviderList = () => (
  <ResourceList drawer={<ProviderDetails />} expand={<ProviderSimcards />}>
    <DataTable.Col source="id" />
    <DataTable.Col source="name" />
    <DataTable.Col source="iccid_prefix" />
    <DataTable.Col source="api" />
    <DataTable.Col source="supplier_name" />
    <DataTable.Col source="carrier_name" />
    <DataTable.Col source="product_name" />
    <DataTable.Col source="contry_iso" />
    <DataTable.Col source="mcc" />
    <DataTable.Col source="updated_at">
      <DateField source="updated_at" />
    </DataTable.Col>
  </ResourceList>
);
