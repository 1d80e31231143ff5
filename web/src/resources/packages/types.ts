// A package as GET /packages/{id} and the list send it (spec 2 §3 Package): the fields the console reads.
import type { PackageStatus } from '@console/contract';
import type { ArchiveFields, Day, Timestamps } from '../../common/records.ts';

export type PackageRecord = ArchiveFields &
  Timestamps & {
    id: number;
    reference: string | null;
    so_number: string | null;
    name: string | null;
    description: string | null;
    status: PackageStatus;
    customer_id: number;
    customer_name: string | null;
    customer_reference: string | null;
    site_id: number | null;
    site_name: string | null;
    invoicing_address_id: number;
    billing_company_id: number;
    invoicing_delivery_method: 'paper' | 'email';
    invoice_regroupment_reference: string | null;
    default_vat_code: string | null;
    currency: string;
    data_pool_id: number | null;
    starlink_data_pool_id: number | null;
    start_date: Day | null;
    end_date: Day | null;
    desired_date: Day | null;
    notes: string | null;
    shipping_address: string | null;
    shipping_contact: string | null;
    support_url: string | null;
    is_free: boolean;
    services_count: number;
    /** Per cent of services and lines delivered. */
    fulfillment_rate: number;
    services_by_type: Record<string, number>;
    active_services_by_type: Record<string, number>;
  };
