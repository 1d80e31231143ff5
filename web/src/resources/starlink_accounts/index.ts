import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { AccountEdit, AccountList, AccountShow } from './AccountScreens.tsx';

export default {
  list: AccountList,
  show: AccountShow,
  edit: AccountEdit,
  icon: AccountBalanceIcon,
  recordRepresentation: (record: { account_name?: string; account_number?: string }) => record.account_name || record.account_number || '',
};
