// A site as GET /sites/{id} and the list send it (spec 1 §3 Site): the fields the console reads.
import type { ArchiveFields, Timestamps } from '../../common/records.ts';

export type SiteRecord = ArchiveFields &
  Timestamps & {
    id: number;
    name: string;
    customer_id: number | null;
    customer_name: string | null;
    /** Site 1 is the default stock site. */
    is_stock: boolean;
    street: string | null;
    number: string | null;
    zipcode: string | null;
    city: string | null;
    country: string | null;
    address: string | null;
    lat: number | null;
    lng: number | null;
    description: string | null;
    contract_data_source: string | null;
    /** Alert threshold in GB. */
    data_limit: number;
    data_limit_contacts: string | null;
  };
