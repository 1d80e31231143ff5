import DataUsageIcon from '@mui/icons-material/DataUsage';
import { DataPoolCreate, DataPoolEdit } from './DataPoolForms.tsx';
import { DataPoolList } from './DataPoolList.tsx';
import { DataPoolShow } from './DataPoolShow.tsx';

export { dataPoolColumns } from './DataPoolFields.tsx';

export default {
  list: DataPoolList,
  show: DataPoolShow,
  edit: DataPoolEdit,
  create: DataPoolCreate,
  icon: DataUsageIcon,
  recordRepresentation: (record: { reference?: string | null; name?: string | null; id?: number }) =>
    record.reference || record.name || `#${record.id}`,
};
