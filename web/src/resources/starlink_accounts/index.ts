// Screens load on first use (decision 0027); the icon and the record name stay here.
import { lazy } from 'react';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';

const AccountEdit = lazy(() => import('./AccountScreens.tsx').then((module) => ({ default: module.AccountEdit })));
const AccountList = lazy(() => import('./AccountScreens.tsx').then((module) => ({ default: module.AccountList })));
const AccountShow = lazy(() => import('./AccountScreens.tsx').then((module) => ({ default: module.AccountShow })));

export default {
  list: AccountList,
  show: AccountShow,
  edit: AccountEdit,
  icon: AccountBalanceIcon,
  recordRepresentation: (record: { account_name?: string; account_number?: string }) => record.account_name || record.account_number || '',
};
