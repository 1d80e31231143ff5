// The access trail (decision 0084), admins only; the list loads on first use.
import { lazy } from 'react';
import LockClockIcon from '@mui/icons-material/LockClock';
import type { RaRecord } from 'react-admin';

const AccessEventList = lazy(() => import('./AccessEventList.tsx').then((module) => ({ default: module.AccessEventList })));

export default {
  list: AccessEventList,
  icon: LockClockIcon,
  recordRepresentation: (event: RaRecord) => `${event.kind} ${event.email ?? ''}`,
};
