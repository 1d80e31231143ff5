import EuroIcon from '@mui/icons-material/Euro';
import { DataPricingCreate, DataPricingEdit } from './DataPricingForms.tsx';
import { DataPricingList } from './DataPricingList.tsx';

export { dataPricingColumns } from './DataPricingFields.tsx';

export default {
  list: DataPricingList,
  edit: DataPricingEdit,
  create: DataPricingCreate,
  icon: EuroIcon,
  recordRepresentation: (record: { provider?: string; customer_name?: string | null; id?: number }) =>
    [record.provider, record.customer_name].filter(Boolean).join(' / ') || `#${record.id}`,
};
