// Package show at /packages/{id}/show (spec 2 §2): summary with its services per type and its
// package lines, Invoices, Preview (what the next invoice would bill), History (the changes of the package, its services and lines), then Logs (the
// package's own); header actions from the state machine, Edit and Archive.
import { EditButton, TabbedShowLayout } from 'react-admin';
import { LogTab } from '../../common/LogTab.tsx';
import { ArchiveButton } from '../../common/ArchiveButton.tsx';
import { CommercialStatusField } from '../services/CommercialStatusField.tsx';
import { SummaryLogShow } from '../../common/SummaryLogShow.tsx';
import { PackageActions } from './PackageActions.tsx';
import { PackageSummary } from './PackageFields.tsx';
import { InvoicesTab } from '../invoices/index.ts';
import { BillingPreview } from '../invoices/BillingPreview.tsx';
import { PreviewParties } from './PreviewParties.tsx';

export const PackageShow = () => (
  <SummaryLogShow
    extra={<CommercialStatusField resource="packages" />}
    summary={<PackageSummary />}
    objectType="package"
    tabs={[
      <TabbedShowLayout.Tab key="invoices" label="resources.packages.tabs.invoices" path="invoices">
        <InvoicesTab target="package_id" hide={['customer_name', 'package_reference']} />
      </TabbedShowLayout.Tab>,
      // What the next invoice would bill (GET /packages/{id}/simulate) under its header, and the Invoice action.
      <TabbedShowLayout.Tab key="preview" label="resources.packages.tabs.preview" path="preview">
        <BillingPreview resource="packages" header={(preview) => <PreviewParties preview={preview} />} />
      </TabbedShowLayout.Tab>,
      // The history of the whole order: the package's changes and those of its services and lines.
      <TabbedShowLayout.Tab key="history" label="resources.packages.tabs.history" path="history">
        <LogTab target="package_id" />
      </TabbedShowLayout.Tab>,
    ]}
    actions={
      <>
        <PackageActions />
        <EditButton />
        <ArchiveButton />
      </>
    }
  />
);
