// The packages of a customer or a site (spec 2 §2, spec 1 §2.6): a tab per package labelled with its
// reference and customer reference, holding its services in sections per type (cards on a site's page).
import { useState } from 'react';
import { Alert, Box, Tab, Tabs } from '@mui/material';
import { RecordContextProvider, ResourceContextProvider, useGetList, useRecordContext, useTranslate } from 'react-admin';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { CommercialStatusField } from '../services/CommercialStatusField.tsx';
import { packageLabel } from './PackageTable.tsx';
import { PackageServices } from './PackageFields.tsx';
import { LinkButton } from '../../common/LinkButton.tsx';
import type { CustomerRecord } from '../customers/types.ts';
import type { SiteRecord } from '../sites/types.ts';

/** Packages shown as tabs; more are reached through the packages list filtered on the owner. */
const MAX_TABS = 50;

export const PackageTabs = ({ target }: { target: 'customer_id' | 'site_id' }) => {
  const owner = useRecordContext<CustomerRecord | SiteRecord>();
  const translate = useTranslate();
  const [current, setCurrent] = useState(0);
  const {
    data = [],
    total,
    isPending,
  } = useGetList(
    'packages',
    { filter: { [target]: owner?.id, archived: false }, pagination: { page: 1, perPage: MAX_TABS }, sort: { field: 'id', order: 'DESC' } },
    { enabled: !!owner?.id },
  );
  if (isPending) return null;
  if (data.length === 0)
    return (
      <Alert severity="info" sx={{ my: 2 }}>
        {translate('resources.packages.empty_tab')}
      </Alert>
    );
  const selected = data[Math.min(current, data.length - 1)];
  return (
    <Box>
      <Tabs value={Math.min(current, data.length - 1)} onChange={(_e, value: number) => setCurrent(value)} variant="scrollable" scrollButtons="auto">
        {data.map((pkg) => (
          <Tab key={pkg.id} label={packageLabel(pkg)} />
        ))}
      </Tabs>
      {(total ?? 0) > MAX_TABS && (
        <LinkButton label="resources.packages.actions.see_all" to={`/packages?filter=${encodeURIComponent(JSON.stringify({ [target]: owner?.id }))}`} />
      )}
      <ResourceContextProvider value="packages">
        <RecordContextProvider value={selected}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 1 }}>
            <CommercialStatusField resource="packages" />
            <LinkButton label="ra.action.show" to={`/packages/${selected.id}/show`}>
              <VisibilityIcon />
            </LinkButton>
          </Box>
          <PackageServices cards={target === 'site_id'} />
        </RecordContextProvider>
      </ResourceContextProvider>
    </Box>
  );
};
