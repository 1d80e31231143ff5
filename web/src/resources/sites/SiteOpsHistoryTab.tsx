// Ops History of the site (spec 1 §2.6 show tab).
import { OpsHistoryTab } from '../records/OpsHistoryTab.tsx';

export const SiteOpsHistoryTab = () => <OpsHistoryTab target="site_id" hide={['site']} />;
