// Ops History of the customer's objects.
import { OpsHistoryTab } from '../records/OpsHistoryTab.tsx';

export const CustomerOpsHistoryTab = () => <OpsHistoryTab target="customer_id" hide={['customer']} />;
