// Contact show page: summary and the contact's own activity log.
import { SummaryLogShow } from '../../common/SummaryLogShow.tsx';
import { ContactSummary } from './ContactSummary.tsx';

export const ContactShow = () => <SummaryLogShow summary={<ContactSummary />} objectType="contact" />;
