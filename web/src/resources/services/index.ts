// Screens load on first use (issue 14: the console shipped as one 2 MB script); the icon and the
// record name stay here, needed by menus and references before any screen opens.
import { createElement, lazy } from 'react';
import { Route } from 'react-router-dom';
import MiscellaneousServicesIcon from '@mui/icons-material/MiscellaneousServices';
import { serviceAllows } from './workflow.ts';

const ShipPage = lazy(() => import('./DeliveryPages.tsx').then((module) => ({ default: module.ShipPage })));
const ServiceEdit = lazy(() => import('./ServiceForms.tsx').then((module) => ({ default: module.ServiceEdit })));
const ServiceList = lazy(() => import('./ServiceList.tsx').then((module) => ({ default: module.ServiceList })));
const ServiceShow = lazy(() => import('./ServiceShow.tsx').then((module) => ({ default: module.ServiceShow })));
const DeliverPage = lazy(() => import('./DeliveryPages.tsx').then((module) => ({ default: module.DeliverPage })));
const ServiceCreate = lazy(() => import('./ServiceForms.tsx').then((module) => ({ default: module.ServiceCreate })));
const ServiceProvisionPage = lazy(() => import('./ServiceProvisionPage.tsx').then((module) => ({ default: module.ServiceProvisionPage })));

export { ServiceTable, serviceColumns } from './ServiceTable.tsx';

// The workflow screens of spec 2 §2: /services/{id}/provision, /ship, /deliver.
const children = [
  createElement(Route, { key: 'provision', path: ':id/provision', element: createElement(ServiceProvisionPage) }),
  createElement(Route, {
    key: 'ship',
    path: ':id/ship',
    element: createElement(ShipPage, { resource: 'services', allowed: (record) => serviceAllows(record, 'ship') }),
  }),
  createElement(Route, {
    key: 'deliver',
    path: ':id/deliver',
    element: createElement(DeliverPage, { resource: 'services', allowed: (record) => serviceAllows(record, 'deliver') }),
  }),
];

export default {
  children,
  list: ServiceList,
  show: ServiceShow,
  edit: ServiceEdit,
  create: ServiceCreate,
  icon: MiscellaneousServicesIcon,
  recordRepresentation: (record: { reference?: string | null; name?: string | null; product_name?: string | null; id?: number }) =>
    record.reference || record.name || record.product_name || `#${record.id}`,
};
