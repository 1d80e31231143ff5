// Package show at /packages/{id}/show (spec 2 §2): summary with its services per type and its
// package lines, then Logs; header actions from the state machine, Edit and Archive.
import { EditButton } from 'react-admin';
import { ArchiveButton } from '../../common/ArchiveButton.tsx';
import { CommercialStatusField } from '../services/CommercialStatusField.tsx';
import { SummaryLogShow } from '../../common/SummaryLogShow.tsx';
import { PackageActions } from './PackageActions.tsx';
import { PackageSummary } from './PackageFields.tsx';

export const PackageShow = () => (
  <SummaryLogShow
    extra={<CommercialStatusField resource="packages" />}
    summary={<PackageSummary />}
    objectType="package"
    actions={
      <>
        <PackageActions />
        <EditButton />
        <ArchiveButton />
      </>
    }
  />
);
