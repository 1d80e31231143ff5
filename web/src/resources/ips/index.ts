import { createElement } from 'react';
import { Route } from 'react-router-dom';
import LanIcon from '@mui/icons-material/Lan';
import { IpCreate, IpEdit } from './IpForms.tsx';
import { IpList } from './IpList.tsx';
import { IpShow } from './IpShow.tsx';

import { IpBulkCreate } from './IpBulkCreate.tsx';

// Routes of the resource's own screens: inside its routes, a static path outranks /{resource}/:id.
const children = [createElement(Route, { key: 'bulk-create', path: 'bulk-create', element: createElement(IpBulkCreate) })];

export default {
  children,
  list: IpList,
  show: IpShow,
  edit: IpEdit,
  create: IpCreate,
  icon: LanIcon,
  recordRepresentation: (record: { address?: string; cidr?: number | null }) => (record.cidr != null ? `${record.address}/${record.cidr}` : (record.address ?? '')),
};
