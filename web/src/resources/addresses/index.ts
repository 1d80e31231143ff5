import ReceiptIcon from '@mui/icons-material/Receipt';
import { AddressCreate } from './AddressCreate.tsx';
import { AddressEdit } from './AddressEdit.tsx';
import { AddressList } from './AddressList.tsx';
import { AddressShow } from './AddressShow.tsx';

export default {
  list: AddressList,
  show: AddressShow,
  edit: AddressEdit,
  create: AddressCreate,
  icon: ReceiptIcon,
  recordRepresentation: 'name',
};
