import { createElement } from 'react';
import { Route } from 'react-router-dom';
import SimCardIcon from '@mui/icons-material/SimCard';
import { SimcardCreate } from './SimcardCreate.tsx';
import { SimcardEdit } from './SimcardEdit.tsx';
import { SimcardList } from './SimcardList.tsx';
import { SimcardShow } from './SimcardShow.tsx';

import { SimcardBulkCreate } from './SimcardBulkCreate.tsx';
export { simcardColumns } from './SimcardTable.tsx';

// Routes of the resource's own screens: inside its routes, a static path outranks /{resource}/:id.
const children = [createElement(Route, { key: 'bulk-create', path: 'bulk-create', element: createElement(SimcardBulkCreate) })];

export default {
  children,
  list: SimcardList,
  show: SimcardShow,
  edit: SimcardEdit,
  create: SimcardCreate,
  icon: SimCardIcon,
  recordRepresentation: 'iccid',
};
