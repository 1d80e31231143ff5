// Data pricing columns (spec 3 §2, §3): provider, customer, country, VPMN, IMSI, price and buy price per MB.
import { DataTable, SelectField } from 'react-admin';
import { USAGE_SOURCES } from '@console/contract';
import { PerMbPriceField } from '../../common/format/fields.tsx';

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
    <DataTable.Col key="price" source="price" align="right" field={PerMbPriceField} />,
    <DataTable.Col key="buy_price" source="buy_price" align="right" field={PerMbPriceField} />,
  ].filter((col) => !hide.includes(String(col.key)));
