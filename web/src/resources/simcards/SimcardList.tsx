// SIM cards and eSIMs (spec 1 §2.8): the menu opens this list pre-filtered on type; a row opens the
// drawer, like every list.
import { BulkCreateLink } from '../../common/BulkCreatePage.tsx';
import { ArchiveBulkActions } from '../../common/BulkArchiveButtons.tsx';
import { ResourceList } from '../../common/ResourceList.tsx';
import { BulkMoveToPoolButton } from './MoveToPool.tsx';
import { simArchiveProps } from './simcardArchive.tsx';
import { simcardFilters } from './simcardFilters.tsx';
import { simcardColumns } from './SimcardTable.tsx';

const BulkActions = () => (
  <>
    <BulkMoveToPoolButton />
    <ArchiveBulkActions {...simArchiveProps} />
  </>
);

export const SimcardList = () => (
  <ResourceList
    filters={simcardFilters}
    hiddenColumns={['variant', 'supplier_name', 'carrier_name', 'updated_at', 'device_active']}
    exportable
    extraActions={<BulkCreateLink resource="simcards" />}
    bulkActionButtons={<BulkActions />}
  >
    {simcardColumns()}
  </ResourceList>
);
