// The StarLinks tab of a site (spec 1 §2.6): the satellite terminals placed at the site, with the
// terminal list's columns (spec 3 §2) but the site's; a row opens the terminal.
import { DataTable, ReferenceManyField } from 'react-admin';
import { terminalColumns } from '../starlink_terminals/index.ts';
import { ListPagination } from '../../common/ListPagination.tsx';

export const SiteStarlinksTab = () => (
  <ReferenceManyField reference="starlink_terminals" target="site_id" sort={{ field: 'id', order: 'DESC' }} perPage={25} pagination={<ListPagination />}>
    <DataTable bulkActionButtons={false} rowClick="show">
      {terminalColumns({ hide: ['site_name'] })}
    </DataTable>
  </ReferenceManyField>
);
