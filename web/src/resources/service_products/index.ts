import CategoryIcon from '@mui/icons-material/Category';
import { ServiceProductCreate, ServiceProductEdit } from './ServiceProductForms.tsx';
import { ServiceProductList } from './ServiceProductList.tsx';
import { ServiceProductShow } from './ServiceProductShow.tsx';

export default {
  list: ServiceProductList,
  show: ServiceProductShow,
  edit: ServiceProductEdit,
  create: ServiceProductCreate,
  icon: CategoryIcon,
  recordRepresentation: (record: { reference?: string | null; name?: string | null; id?: number }) =>
    [record.reference, record.name].filter(Boolean).join(' - ') || `#${record.id}`,
};
