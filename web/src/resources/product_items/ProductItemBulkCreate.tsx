// /product_items/bulk-create (spec 2 §2, §7): serials one per line for one unmanaged product.
import { TextInput } from 'react-admin';
import { BulkCreatePage } from '../../common/BulkCreatePage.tsx';
import { FormRow } from '../../common/FormSection.tsx';
import { ProductInput } from './ProductItemInputs.tsx';

export const ProductItemBulkCreate = () => (
  <BulkCreatePage
    resource="product_items"
    title="resources.product_items.bulk_create.title"
    path="product_items/bulk_create"
    refsSource="product_items_refs"
    toPayload={(values, refs, dry) => ({ product_items_refs: refs, product_id: values.product_id, supplier: values.supplier ?? null, dry })}
  >
    <FormRow>
      <ProductInput />
      <TextInput source="supplier" />
    </FormRow>
  </BulkCreatePage>
);
