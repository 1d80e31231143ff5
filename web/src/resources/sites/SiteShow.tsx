// Site show page (spec 1 §2.6): summary with the map and the cards (lines, satellite terminals,
// devices, usage), and the site's activity log. Ops History, Product Items, Packages and StarLinks
// tabs; the satellite card and tab only for staff with can_view_starlinks, as the menu gates them.
import { Chip } from '@mui/material';
import InventoryIcon from '@mui/icons-material/Inventory2';
import { EditButton, Show, TabbedShowLayout, useRecordContext, useTranslate } from 'react-admin';
import { ArchiveButton } from '../../common/ArchiveButton.tsx';
import { AddDeviceLink } from '../customers/CustomerSitesTab.tsx';
import { LogTab } from '../../common/LogTab.tsx';
import { ShowHeader } from '../../common/ShowHeader.tsx';
import { SiteSummary } from './SiteSummary.tsx';
import { SiteLinesCard } from './SiteLinesCard.tsx';
import { SiteProductItemsTab } from './SiteProductItemsTab.tsx';
import { SiteDevicesTab } from './SiteDevicesTab.tsx';
import { SiteOpsHistoryTab } from './SiteOpsHistoryTab.tsx';
import { SiteUsageCharts } from './SiteUsageCharts.tsx';
import { SiteStarlinksTab } from './SiteStarlinksTab.tsx';
import { SiteTerminalCard } from './SiteTerminalCard.tsx';
import { useHasPermission } from '../../common/useHasPermission.ts';
import { PackageTabs } from '../packages/index.ts';
import type { SiteRecord } from './types.ts';

/** Sites say is_stock where the common chips read in_stock. */
const StockSiteChip = () => {
  const record = useRecordContext<SiteRecord>();
  const translate = useTranslate();
  return record?.is_stock ? <Chip size="small" color="info" icon={<InventoryIcon />} label={translate('app.status.stock')} /> : null;
};

export const SiteShow = () => {
  const satellite = useHasPermission('can_view_starlinks');
  return (
    <Show
      actions={
        <ShowHeader extra={<StockSiteChip />}>
          <AddDeviceLink />
          <EditButton />
          <ArchiveButton />
        </ShowHeader>
      }
    >
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="resources.sites.tabs.summary">
          <SiteSummary />
          <SiteLinesCard />
          {satellite && <SiteTerminalCard />}
          <SiteDevicesTab />
          <SiteUsageCharts />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.records.tabs.ops_history" path="records">
          <SiteOpsHistoryTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.product_items.tabs.of_site" path="product_items">
          <SiteProductItemsTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.packages.tabs.of_site" path="packages">
          <PackageTabs target="site_id" />
        </TabbedShowLayout.Tab>
        {satellite && (
          <TabbedShowLayout.Tab label="resources.sites.tabs.starlinks" path="starlink_terminals">
            <SiteStarlinksTab />
          </TabbedShowLayout.Tab>
        )}
        <TabbedShowLayout.Tab label="resources.sites.tabs.logs" path="logs">
          <LogTab target="site_id" />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
};
