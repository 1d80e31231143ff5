// Data pricing columns (spec 3 §2, §3): provider, customer, country, VPMN, IMSI, price and buy price per MB.
import { DataTable, SelectField } from 'react-admin';
import { USAGE_SOURCES } from '@console/contract';
import { EUR_PER_MB_OPTIONS } from '../../common/units.ts';

export const providerChoices = USAGE_SOURCES.map((id) => ({ id, name: `resources.usages.sources.${id}` }));

export const dataPricingColumns = ({ hide = [] }: { hide?: string[] } = {}) =>
  [
    <DataTable.Col key="provider" source="provider">
      <SelectField source="provider" choices={providerChoices} />
    </DataTable.Col>,
    <DataTable.Col key="customer_id" source="customer_name" />,
    <DataTable.Col key="country_code" source="country_code" />,
    <DataTable.Col key="vpmn" source="vpmn" />,
    <DataTable.Col key="imsi" source="imsi" />,
    <DataTable.NumberCol key="price" source="price" options={EUR_PER_MB_OPTIONS} />,
    <DataTable.NumberCol key="buy_price" source="buy_price" options={EUR_PER_MB_OPTIONS} />,
  ].filter((col) => !hide.includes(String(col.key)));
