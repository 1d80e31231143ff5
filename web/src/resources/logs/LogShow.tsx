// One activity-log entry: read-only, no edit or archive.
import { Show } from 'react-admin';
import { ShowHeader } from '../../common/ShowHeader.tsx';
import { LogDiff } from './LogDiff.tsx';

export const LogShow = () => (
  <Show actions={<ShowHeader />} sx={{ '& .RaShow-card': { p: 2 } }}>
    <LogDiff />
  </Show>
);
