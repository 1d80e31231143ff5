// Billing company show page: summary and its activity log. Its invoices join when invoices exist.
import { SummaryLogShow } from '../../common/SummaryLogShow.tsx';
import { CompanySummary } from './CompanySummary.tsx';

export const CompanyShow = () => <SummaryLogShow summary={<CompanySummary />} objectType="company" />;
