// Screens load on first use (decision 0027); the icon and the record name stay here.
import { lazy } from 'react';
import EuroIcon from '@mui/icons-material/Euro';

const DataPricingCreate = lazy(() => import('./DataPricingForms.tsx').then((module) => ({ default: module.DataPricingCreate })));
const DataPricingEdit = lazy(() => import('./DataPricingForms.tsx').then((module) => ({ default: module.DataPricingEdit })));
const DataPricingList = lazy(() => import('./DataPricingList.tsx').then((module) => ({ default: module.DataPricingList })));

export { dataPricingColumns } from './DataPricingFields.tsx';

export default {
  list: DataPricingList,
  edit: DataPricingEdit,
  create: DataPricingCreate,
  icon: EuroIcon,
  recordRepresentation: (record: { provider?: string; customer_name?: string | null; id?: number }) =>
    [record.provider, record.customer_name].filter(Boolean).join(' / ') || `#${record.id}`,
};
