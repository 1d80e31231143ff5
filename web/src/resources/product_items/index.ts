// Screens load on first use (issue 14: the console shipped as one 2 MB script); the icon and the
// record name stay here, needed by menus and references before any screen opens.
import { createElement, lazy } from 'react';
import { Route } from 'react-router-dom';
import InventoryIcon from '@mui/icons-material/Inventory2';

const ProductItemEdit = lazy(() => import('./ProductItemForms.tsx').then((module) => ({ default: module.ProductItemEdit })));
const ProductItemList = lazy(() => import('./ProductItemList.tsx').then((module) => ({ default: module.ProductItemList })));
const ProductItemShow = lazy(() => import('./ProductItemShow.tsx').then((module) => ({ default: module.ProductItemShow })));
const ProductItemCreate = lazy(() => import('./ProductItemForms.tsx').then((module) => ({ default: module.ProductItemCreate })));
const ProductItemBulkCreate = lazy(() => import('./ProductItemBulkCreate.tsx').then((module) => ({ default: module.ProductItemBulkCreate })));
const ProductItemBulkMove = lazy(() => import('./ProductItemBulkMove.tsx').then((module) => ({ default: module.ProductItemBulkMove })));

export { productItemColumns } from './ProductItemTable.tsx';

// Routes of the resource's own screens: inside its routes, a static path outranks /{resource}/:id.
const children = [
  createElement(Route, { key: 'bulk-create', path: 'bulk-create', element: createElement(ProductItemBulkCreate) }),
  createElement(Route, { key: 'bulk-move', path: 'bulk-move', element: createElement(ProductItemBulkMove) }),
];

export default {
  children,
  list: ProductItemList,
  show: ProductItemShow,
  edit: ProductItemEdit,
  create: ProductItemCreate,
  icon: InventoryIcon,
  recordRepresentation: 'serial',
};
