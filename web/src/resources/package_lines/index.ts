import { createElement } from 'react';
import { Route } from 'react-router-dom';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { DeliverPage, ShipPage } from '../services/DeliveryPages.tsx';
import { packageLineAllows } from '../services/workflow.ts';
import { PackageLineCreate, PackageLineEdit } from './PackageLineForms.tsx';
import { PackageLineList } from './PackageLineList.tsx';
import { PackageLineProvisionPage } from './PackageLineProvisionPage.tsx';
import { PackageLineShow } from './PackageLineShow.tsx';

export { PackageLineTable, packageLineColumns } from './PackageLineFields.tsx';

// The workflow screens of spec 2 §2: /package_lines/{id}/provision, /ship, /deliver.
const children = [
  createElement(Route, { key: 'provision', path: ':id/provision', element: createElement(PackageLineProvisionPage) }),
  createElement(Route, {
    key: 'ship',
    path: ':id/ship',
    element: createElement(ShipPage, { resource: 'package_lines', allowed: (record) => packageLineAllows(record, 'ship') }),
  }),
  createElement(Route, {
    key: 'deliver',
    path: ':id/deliver',
    element: createElement(DeliverPage, { resource: 'package_lines', allowed: (record) => packageLineAllows(record, 'deliver') }),
  }),
];

export default {
  children,
  list: PackageLineList,
  show: PackageLineShow,
  edit: PackageLineEdit,
  create: PackageLineCreate,
  icon: ListAltIcon,
  recordRepresentation: (record: { id?: number; package_reference?: string | null }) =>
    record.package_reference ? `${record.package_reference} / #${record.id}` : `#${record.id}`,
};
