import InventoryIcon from '@mui/icons-material/Inventory2';
import { ProductItemCreate, ProductItemEdit } from './ProductItemForms.tsx';
import { ProductItemList } from './ProductItemList.tsx';
import { ProductItemShow } from './ProductItemShow.tsx';

export { ProductItemBulkCreate } from './ProductItemBulkCreate.tsx';
export { ProductItemBulkMove } from './ProductItemBulkMove.tsx';
export { productItemColumns } from './ProductItemTable.tsx';

export default {
  list: ProductItemList,
  show: ProductItemShow,
  edit: ProductItemEdit,
  create: ProductItemCreate,
  icon: InventoryIcon,
  recordRepresentation: 'serial',
};
