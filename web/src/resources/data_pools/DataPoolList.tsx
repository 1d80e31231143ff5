// Data pools (spec 2 §2): 50 per page, export, side drawer.
import { ResourceList } from '../../common/ResourceList.tsx';
import { dataPoolFilters } from './dataPoolFilters.tsx';
import { dataPoolColumns, DataPoolDetails } from './DataPoolFields.tsx';

/** Spec 2 §9: 50 per page. */
export const DATA_POOLS_PAGE_SIZE = 50;

export const DataPoolList = () => (
  <ResourceList
    filters={dataPoolFilters}
    hiddenColumns={['id', 'billing_company_name', 'data_price', 'data_extra_price', 'currency', 'start_date']}
    perPage={DATA_POOLS_PAGE_SIZE}
    exportable
    drawer={<DataPoolDetails />}
  >
    {dataPoolColumns()}
  </ResourceList>
);
