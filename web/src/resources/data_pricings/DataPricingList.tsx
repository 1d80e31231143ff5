// Data pricings (spec 3 §2): 100 per page, filters provider, customer and country code; actions
// Update Usages and Export. The menu entry and the screens exist only with can_manage_pricing.
import { SelectInput, TextInput } from 'react-admin';
import { CustomerInput } from '../../common/CustomerInput.tsx';
import { RecordDetails } from '../../common/RecordDetails.tsx';
import { ResourceList } from '../../common/ResourceList.tsx';
import { dataPricingColumns, providerChoices } from './DataPricingFields.tsx';
import { UpdateUsagesButton } from './UpdateUsagesButton.tsx';

const filters = [
  <SelectInput key="provider" source="provider" choices={providerChoices} alwaysOn />,
  <CustomerInput key="customer_id" source="customer_id" alwaysOn />,
  <TextInput key="country_code" source="country_code" alwaysOn />,
];

const PER_MB = ['price', 'buy_price'];

export const DataPricingList = () => (
  // The drawer shows the prices per MB with their precision (€0.012, not €0.01).
  <ResourceList filters={filters} archivable={false} exportable extraActions={<UpdateUsagesButton />} drawer={<RecordDetails perMb={PER_MB} />}>
    {dataPricingColumns()}
  </ResourceList>
);
