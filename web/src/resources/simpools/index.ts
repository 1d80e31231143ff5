import FolderIcon from '@mui/icons-material/Folder';
import { SimpoolCreate, SimpoolEdit } from './SimpoolForm.tsx';
import { SimpoolList } from './SimpoolList.tsx';
import { SimpoolShow } from './SimpoolShow.tsx';

export default {
  list: SimpoolList,
  show: SimpoolShow,
  edit: SimpoolEdit,
  create: SimpoolCreate,
  icon: FolderIcon,
  recordRepresentation: 'name',
};
