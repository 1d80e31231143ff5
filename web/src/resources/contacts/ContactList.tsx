// Contacts list (spec 1 §2.5): q, customer, archived; the row opens the drawer preview.
import { DataTable, EmailField } from 'react-admin';
import { ResourceList } from '../../common/ResourceList.tsx';
import { contactFilters } from './contactFilters.tsx';
import { ContactDetails } from './ContactDetails.tsx';

export const ContactList = () => (
  <ResourceList filters={contactFilters} hiddenColumns={['id', 'contact_type', 'department']} drawer={<ContactDetails />}>
    <DataTable.Col source="id" />
    <DataTable.Col source="name" />
    <DataTable.Col source="customer_name" />
    <DataTable.Col source="job_title" />
    <DataTable.Col source="email" field={EmailField} />
    <DataTable.Col source="phone" disableSort sx={{ whiteSpace: 'nowrap' }} />
    <DataTable.Col source="contact_type" />
    <DataTable.Col source="department" />
  </ResourceList>
);
