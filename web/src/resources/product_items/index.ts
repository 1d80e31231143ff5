import { createElement } from 'react';
import { Route } from 'react-router-dom';
import InventoryIcon from '@mui/icons-material/Inventory2';
import { ProductItemCreate, ProductItemEdit } from './ProductItemForms.tsx';
import { ProductItemList } from './ProductItemList.tsx';
import { ProductItemShow } from './ProductItemShow.tsx';

import { ProductItemBulkCreate } from './ProductItemBulkCreate.tsx';
import { ProductItemBulkMove } from './ProductItemBulkMove.tsx';
export { productItemColumns } from './ProductItemTable.tsx';

// Routes of the resource's own screens: inside its routes, a static path outranks /{resource}/:id.
const children = [createElement(Route, { key: 'bulk-create', path: 'bulk-create', element: createElement(ProductItemBulkCreate) }), createElement(Route, { key: 'bulk-move', path: 'bulk-move', element: createElement(ProductItemBulkMove) })];

export default {
  children,
  list: ProductItemList,
  show: ProductItemShow,
  edit: ProductItemEdit,
  create: ProductItemCreate,
  icon: InventoryIcon,
  recordRepresentation: 'serial',
};
