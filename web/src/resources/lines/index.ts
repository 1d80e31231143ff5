import SettingsEthernetIcon from '@mui/icons-material/SettingsEthernet';
import { LineCreate, LineEdit } from './LineForms.tsx';
import { LineList } from './LineList.tsx';
import { LineShow } from './LineShow.tsx';

export { lineColumns } from './LineTable.tsx';

export default {
  list: LineList,
  show: LineShow,
  edit: LineEdit,
  create: LineCreate,
  icon: SettingsEthernetIcon,
  recordRepresentation: (record: { subscription_id?: string | null; sales_order_number?: string | null; id?: number }) =>
    record.subscription_id || record.sales_order_number || `#${record.id}`,
};
