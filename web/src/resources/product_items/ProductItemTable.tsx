// The columns of a product item table, shared by the list and the customer and site pages.
import { BooleanField, DataTable, useRecordContext } from 'react-admin';
import { DateField } from '../../common/format/fields.tsx';
import { ChoiceField } from '../../common/format/ChoiceField.tsx';

const ProductField = (_props: { source?: string }) => {
  const record = useRecordContext();
  if (!record) return null;
  const product = record.product as { reference?: string; name?: string } | null;
  return <span>{record.product_name ?? product?.name ?? '-'}</span>;
};

const BrandField = (_props: { source?: string }) => {
  const record = useRecordContext();
  return <span>{(record?.product as { brand?: string } | null)?.brand ?? '-'}</span>;
};

export const productItemColumns = ({ hide = [] }: { hide?: string[] } = {}) =>
  [
    <DataTable.Col key="serial" source="serial" />,
    <DataTable.Col key="product_name" source="product_name" field={ProductField} />,
    // Named by the row field it reads (the product), so a saved view can name the column.
    <DataTable.Col key="brand" source="product" label="resources.product_items.fields.brand" disableSort field={BrandField} />,
    <DataTable.Col key="customer_name" source="customer_name" />,
    <DataTable.Col key="site_name" source="site_name" />,
    <DataTable.Col key="in_stock" source="in_stock" field={BooleanField} />,
    <DataTable.Col key="reserved" source="reserved" field={BooleanField} />,
    <DataTable.Col key="rent_sold" source="rent_sold" disableSort>
      <ChoiceField source="rent_sold" labels="resources.product_items.rent_sold" />
    </DataTable.Col>,
    <DataTable.Col key="buy_sm" source="buy_sm" disableSort>
      <ChoiceField source="buy_sm" labels="resources.product_items.buy_sm" />
    </DataTable.Col>,
    <DataTable.Col key="installed_date" source="installed_date" field={DateField} />,
    <DataTable.Col key="updated_at" source="updated_at" field={DateField} />,
  ].filter((col) => !hide.includes(String(col.key)));
