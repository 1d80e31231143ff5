import CellTowerIcon from '@mui/icons-material/CellTower';
import { ProviderCreate, ProviderEdit } from './ProviderForms.tsx';
import { ProviderList } from './ProviderList.tsx';
import { ProviderShow } from './ProviderShow.tsx';

export default {
  list: ProviderList,
  show: ProviderShow,
  edit: ProviderEdit,
  create: ProviderCreate,
  icon: CellTowerIcon,
  recordRepresentation: 'name',
};
