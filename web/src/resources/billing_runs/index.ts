// Month-end billing runs (decision 0031). Screens load on first use; the icon and the record name stay here.
import { lazy } from 'react';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import type { RaRecord } from 'react-admin';

const BillingRunList = lazy(() => import('./BillingRunList.tsx').then((module) => ({ default: module.BillingRunList })));
const BillingRunShow = lazy(() => import('./BillingRunShow.tsx').then((module) => ({ default: module.BillingRunShow })));

export default {
  list: BillingRunList,
  show: BillingRunShow,
  icon: EventRepeatIcon,
  recordRepresentation: (run: RaRecord) => String(run.period ?? '').slice(0, 7),
};
