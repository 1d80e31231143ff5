// Product items (spec 2 §2): archived=false and in_stock=false by default; bulk Archive or
// Unarchive and Reserve; Bulk create, Bulk move and Export in the actions bar.
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { ArchiveBulkActions } from '../../common/BulkArchiveButtons.tsx';
import { BulkCreateLink } from '../../common/BulkCreatePage.tsx';
import { ResourceList } from '../../common/ResourceList.tsx';
import { BulkReserveButton } from './ProductItemActions.tsx';
import { productItemArchiveProps } from './productItemArchive.tsx';
import { productItemFilterDefaults, productItemFilters } from './productItemFilters.tsx';
import { productItemColumns } from './ProductItemTable.tsx';
import { LinkButton } from '../../common/LinkButton.tsx';

const BulkActions = () => (
  <>
    <BulkReserveButton />
    <ArchiveBulkActions {...productItemArchiveProps} />
  </>
);

const ListActions = () => (
  <>
    <BulkCreateLink resource="product_items" />
    <LinkButton label="resources.product_items.bulk_move.title" to="/product_items/bulk-move">
      <LocalShippingIcon />
    </LinkButton>
  </>
);

export const ProductItemList = () => (
  <ResourceList
    filters={productItemFilters}
    hiddenColumns={['product', 'rent_sold', 'buy_sm', 'installed_date', 'updated_at']}
    filterDefaultValues={productItemFilterDefaults}
    exportable
    extraActions={<ListActions />}
    bulkActionButtons={<BulkActions />}
  >
    {productItemColumns()}
  </ResourceList>
);
