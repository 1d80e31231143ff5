// Monthly and daily data usage of the site (spec 1 §2.6), fed by /stats/usages with site_id.
import { useRecordContext } from 'react-admin';
import { UsageCharts } from '../../common/charts/UsageCharts.tsx';
import type { SiteRecord } from './types.ts';

export const SiteUsageCharts = () => {
  const record = useRecordContext<SiteRecord>();
  return record ? <UsageCharts filter={{ site_id: record.id }} /> : null;
};
