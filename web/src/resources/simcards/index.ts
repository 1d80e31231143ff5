import SimCardIcon from '@mui/icons-material/SimCard';
import { SimcardCreate } from './SimcardCreate.tsx';
import { SimcardEdit } from './SimcardEdit.tsx';
import { SimcardList } from './SimcardList.tsx';
import { SimcardShow } from './SimcardShow.tsx';

export { SimcardBulkCreate } from './SimcardBulkCreate.tsx';
export { simcardColumns } from './SimcardTable.tsx';

export default {
  list: SimcardList,
  show: SimcardShow,
  edit: SimcardEdit,
  create: SimcardCreate,
  icon: SimCardIcon,
  recordRepresentation: 'iccid',
};
