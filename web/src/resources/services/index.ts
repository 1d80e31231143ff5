import { createElement } from 'react';
import { Route } from 'react-router-dom';
import MiscellaneousServicesIcon from '@mui/icons-material/MiscellaneousServices';
import { DeliverPage, ShipPage } from './DeliveryPages.tsx';
import { ServiceCreate, ServiceEdit } from './ServiceForms.tsx';
import { ServiceList } from './ServiceList.tsx';
import { ServiceProvisionPage } from './ServiceProvisionPage.tsx';
import { ServiceShow } from './ServiceShow.tsx';
import { serviceAllows } from './workflow.ts';

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
