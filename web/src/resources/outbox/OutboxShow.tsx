import { Show } from 'react-admin';
import { ShowHeader } from '../../common/ShowHeader.tsx';
import { AdminOnly } from './AdminOnly.tsx';
import { OutboxMessage } from './OutboxMessage.tsx';

export const OutboxShow = () => (
  <AdminOnly>
    <Show actions={<ShowHeader />} sx={{ '& .RaShow-card': { p: 2 } }}>
      <OutboxMessage />
    </Show>
  </AdminOnly>
);
