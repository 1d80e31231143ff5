import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';
import { ContactCreate } from './ContactCreate.tsx';
import { ContactEdit } from './ContactEdit.tsx';
import { ContactList } from './ContactList.tsx';
import { ContactShow } from './ContactShow.tsx';

export default {
  list: ContactList,
  show: ContactShow,
  edit: ContactEdit,
  create: ContactCreate,
  icon: AlternateEmailIcon,
  recordRepresentation: 'name',
};
