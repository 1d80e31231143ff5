// The product item archive form (spec 2 §2): reason, notes, date (default now) and the
// detach/decommission option.
import { BooleanInput } from 'react-admin';
import { PRODUCT_ITEM_ARCHIVE_REASONS } from './choices.ts';

export const productItemArchiveProps = {
  reasons: PRODUCT_ITEM_ARCHIVE_REASONS,
  archiveInputs: (
    <>
      <BooleanInput source="detach" label="resources.product_items.archive.detach" />
      <BooleanInput source="decommission" label="app.archive.decommission" />
    </>
  ),
  archiveDefaults: { detach: true, decommission: false },
};
