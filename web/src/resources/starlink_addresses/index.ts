// Screens load on first use (decision 0027); the icon and the record name stay here.
import { lazy } from 'react';
import PlaceIcon from '@mui/icons-material/Place';

const AddressList = lazy(() => import('./AddressList.tsx').then((module) => ({ default: module.AddressList })));
const AddressShow = lazy(() => import('./AddressList.tsx').then((module) => ({ default: module.AddressShow })));

export default {
  list: AddressList,
  show: AddressShow,
  icon: PlaceIcon,
  recordRepresentation: (record: { formatted_address?: string | null; address_reference_id?: string }) =>
    record.formatted_address || record.address_reference_id || '',
};
