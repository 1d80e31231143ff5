// A package line as GET /package_lines/{id} and the list send it (spec 2 §3 Package line): the fields
// the console reads.
import type { PackageLineStatus } from '@console/contract';
import type { ArchiveFields, Day, Timestamps } from '../../common/records.ts';

export type PackageLineRecord = ArchiveFields &
  Timestamps & {
    id: number;
    package_id: number;
    package_reference: string | null;
    customer_id: number | null;
    customer_name: string | null;
    site_id: number | null;
    site_name: string | null;
    service_id: number | null;
    device_product_id: number | null;
    device_product_name: string | null;
    status: PackageLineStatus;
    price: number | null;
    qty: number;
    /** price × qty. */
    total: number | null;
    is_invoiced: boolean;
    is_free: boolean;
    notes: string | null;
    /** Serials of the product items provisioned, one per unit. */
    serials: string[];
    shipping_tracking_code: string | null;
    shipping_tracking_url: string | null;
    shipping_date: Day | null;
    delivery_date: Day | null;
    shipping_address: string | null;
    shipping_contact: string | null;
    queue: 'delivery' | null;
  };
