// Product item create and edit; the edit page carries the archive button (spec 2 §2).
import { Create, Edit, ShowButton, SimpleForm, TopToolbar } from 'react-admin';
import { ArchiveButton } from '../../common/ArchiveButton.tsx';
import { SaveToolbar } from '../../common/SaveToolbar.tsx';
import { productItemArchiveProps } from './productItemArchive.tsx';
import { productItemDefaults, ProductItemInputs } from './ProductItemInputs.tsx';

export const ProductItemCreate = () => (
  <Create redirect="show">
    <SimpleForm toolbar={<SaveToolbar />} defaultValues={productItemDefaults}>
      <ProductItemInputs />
    </SimpleForm>
  </Create>
);

export const ProductItemEdit = () => (
  <Edit
    mutationMode="pessimistic"
    redirect="show"
    actions={
      <TopToolbar>
        <ShowButton />
        <ArchiveButton {...productItemArchiveProps} />
      </TopToolbar>
    }
  >
    <SimpleForm toolbar={<SaveToolbar />}>
      <ProductItemInputs />
    </SimpleForm>
  </Edit>
);
