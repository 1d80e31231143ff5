import StoreIcon from '@mui/icons-material/Store';
import { CustomerCreate } from './CustomerCreate.tsx';
import { CustomerEdit } from './CustomerEdit.tsx';
import { CustomerList } from './CustomerList.tsx';
import { CustomerShow } from './CustomerShow.tsx';

export default {
  list: CustomerList,
  show: CustomerShow,
  edit: CustomerEdit,
  create: CustomerCreate,
  icon: StoreIcon,
  recordRepresentation: 'name',
};
