// Product item list filters (spec 2 §2): customer, site, products, in stock (default off), reserved,
// billing modes and the product's brand, family, sub-family and category, besides q and Archived.
import { AutocompleteArrayInput, AutocompleteInput, BooleanInput, NullableBooleanInput, ReferenceArrayInput, ReferenceInput, SelectInput } from 'react-admin';
import { CreatableChoiceInput } from '../../common/CreatableChoiceInput.tsx';
import { CustomerInput } from '../../common/CustomerInput.tsx';
import { buySmChoices, rentSoldChoices } from './choices.ts';

const productValue = (field: string) => <CreatableChoiceInput key={field} source={field} valuesOf={{ resource: 'device_products', field }} />;

export const productItemFilters = [
  <BooleanInput key="in_stock" source="in_stock" alwaysOn />,
  <CustomerInput key="customer_id" source="customer_id" alwaysOn />,
  <ReferenceInput key="site_id" source="site_id" reference="sites" sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
  <ReferenceArrayInput key="product_ids" source="product_ids" reference="device_products" filter={{ managed: false }} sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteArrayInput filterToQuery={(q: string) => ({ q })} />
  </ReferenceArrayInput>,
  <NullableBooleanInput key="reserved" source="reserved" />,
  <SelectInput key="buy_sm" source="buy_sm" choices={buySmChoices} />,
  <SelectInput key="rent_sold" source="rent_sold" choices={rentSoldChoices} />,
  productValue('brand'),
  productValue('family'),
  productValue('sub_family'),
  productValue('category'),
];

export const productItemFilterDefaults = { in_stock: false };
