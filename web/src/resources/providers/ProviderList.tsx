// SIM providers (spec 1 §2.9): drawer on row click, rows expand to their SIM cards (5 per page).
import { DataTable } from 'react-admin';
import { DateField, NumberField } from '../../common/format/fields.tsx';
import { ResourceList } from '../../common/ResourceList.tsx';
import { SimcardsOf } from '../simpools/PoolSimcards.tsx';
import { ProviderDetails } from './ProviderDetails.tsx';
import { ChoiceField } from '../../common/format/ChoiceField.tsx';

const ProviderSimcards = () => <SimcardsOf target="provider_id" perPage={5} />;

export const ProviderList = () => (
  <ResourceList hiddenColumns={['id', 'product_name', 'contry_iso', 'mcc']} drawer={<ProviderDetails />} expand={<ProviderSimcards />}>
    <DataTable.Col source="id" />
    <DataTable.Col source="name" />
    <DataTable.Col source="iccid_prefix" />
    <DataTable.Col source="api" disableSort>
      <ChoiceField source="api" labels="resources.providers.apis" />
    </DataTable.Col>
    <DataTable.Col source="supplier_name" />
    <DataTable.Col source="carrier_name" />
    <DataTable.Col source="product_name" disableSort />
    <DataTable.Col align="right" field={NumberField} source="simcards_count" disableSort />
    <DataTable.Col source="contry_iso" disableSort />
    <DataTable.Col source="mcc" disableSort />
    <DataTable.Col source="updated_at">
      <DateField source="updated_at" />
    </DataTable.Col>
  </ResourceList>
);
