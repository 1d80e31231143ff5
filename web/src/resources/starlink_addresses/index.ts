import PlaceIcon from '@mui/icons-material/Place';
import { AddressList, AddressShow } from './AddressList.tsx';

export default {
  list: AddressList,
  show: AddressShow,
  icon: PlaceIcon,
  recordRepresentation: (record: { formatted_address?: string | null; address_reference_id?: string }) => record.formatted_address || record.address_reference_id || '',
};
