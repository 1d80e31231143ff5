// A customer as GET /customers/{id} and the list send it (spec 1 §3 Customer): the fields the console reads.
import type { SupportLevel } from '@console/contract';
import type { ArchiveFields, Timestamps } from '../../common/records.ts';

export type CustomerRecord = ArchiveFields &
  Timestamps & {
    id: number;
    name: string;
    short_name: string | null;
    active: boolean;
    nightswatch: boolean;
    support_level: SupportLevel;
    support_email: string | null;
    default_data_limit_contacts: string | null;
    description: string | null;
    account_manager_id: number | null;
    account_manager_name: string | null;
    presale_id: number | null;
    presale_name: string | null;
    primary_color: string | null;
    secondary_color: string | null;
    accounting_code: string | null;
    street: string | null;
    street_bis: string | null;
    number: string | null;
    box: string | null;
    zipcode: string | null;
    city: string | null;
    country: string | null;
    vat: string | null;
    email: string | null;
    phone: string | null;
    payment_terms: string | null;
    helpdesk_id: string | null;
    /** The help-desk page of the customer, when the server knows the help-desk's address. */
    helpdesk_url: string | null;
    contract_data_source: string | null;
    sites_count: number;
    contacts_count: number;
  };
