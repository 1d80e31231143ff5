import BusinessIcon from '@mui/icons-material/Business';
import { CompanyCreate } from './CompanyCreate.tsx';
import { CompanyEdit } from './CompanyEdit.tsx';
import { CompanyList } from './CompanyList.tsx';
import { CompanyShow } from './CompanyShow.tsx';

export default {
  list: CompanyList,
  show: CompanyShow,
  edit: CompanyEdit,
  create: CompanyCreate,
  icon: BusinessIcon,
  recordRepresentation: 'name',
};
