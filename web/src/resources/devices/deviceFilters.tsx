// Device list filters besides q and Archived (spec 1 §2.7); only_fusion_hub defaults to false.
import { BooleanInput, SelectInput } from 'react-admin';
import { CustomerInput } from '../../common/CustomerInput.tsx';
import { onlineStatusChoices } from './choices.ts';
import { ManagedProductInput, ServerInput, SiteInput } from './DeviceReferenceInputs.tsx';

export const deviceFilters = [
  <CustomerInput key="customer_id" source="customer_id" alwaysOn />,
  <SiteInput key="site_id" source="site_id" />,
  <ManagedProductInput key="product_id" source="product_id" />,
  <SelectInput key="online_status" source="online_status" choices={onlineStatusChoices} />,
  <ServerInput key="server_id" source="server_id" />,
  <BooleanInput key="in_stock" source="in_stock" />,
  <BooleanInput key="only_fusion_hub" source="only_fusion_hub" />,
];

export const deviceFilterDefaults = { only_fusion_hub: false };
