import PeopleIcon from '@mui/icons-material/People';
import { userName } from '../../common/userName.ts';
import { UserCreate } from './UserCreate.tsx';
import { UserEdit } from './UserEdit.tsx';
import { UserList } from './UserList.tsx';
import { UserShow } from './UserShow.tsx';

export default {
  list: UserList,
  show: UserShow,
  edit: UserEdit,
  create: UserCreate,
  icon: PeopleIcon,
  recordRepresentation: userName,
};
