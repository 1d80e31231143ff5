// Billing address show page (spec 3 §2): summary and its activity log. The invoices tab joins when
// invoices exist.
import { SummaryLogShow } from '../../common/SummaryLogShow.tsx';
import { AddressSummary } from './AddressSummary.tsx';

export const AddressShow = () => <SummaryLogShow summary={<AddressSummary />} objectType="address" />;
