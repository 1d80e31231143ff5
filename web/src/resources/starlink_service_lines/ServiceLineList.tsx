// Satellite service lines (spec 3 §2): filters q, active, is_opted_in; export; rows open the show page.
import { NullableBooleanInput } from 'react-admin';
import { ResourceList } from '../../common/ResourceList.tsx';
import { ServiceLineDetails, serviceLineColumns } from './ServiceLineFields.tsx';

const filters = [<NullableBooleanInput key="active" source="active" alwaysOn />, <NullableBooleanInput key="is_opted_in" source="is_opted_in" alwaysOn />];

export const ServiceLineList = () => (
  <ResourceList
    filters={filters}
    hiddenColumns={['starlink_address', 'product_reference_id']}
    archivable={false}
    exportable
    drawer={<ServiceLineDetails />}
    rowSx={() => ({})}
  >
    {serviceLineColumns()}
  </ResourceList>
);
