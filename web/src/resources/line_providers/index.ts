import CellTowerIcon from '@mui/icons-material/CellTower';
import { LineProviderCreate, LineProviderEdit } from './LineProviderForms.tsx';
import { LineProviderList } from './LineProviderList.tsx';
import { LineProviderShow } from './LineProviderShow.tsx';

export default {
  list: LineProviderList,
  show: LineProviderShow,
  edit: LineProviderEdit,
  create: LineProviderCreate,
  icon: CellTowerIcon,
  recordRepresentation: 'name',
};
