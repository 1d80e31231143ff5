// A service as GET /services/{id} and the list send it (spec 2 §3 Service): the fields the console reads.
import type { Frequency, ServiceStatus, ServiceType } from '@console/contract';
import type { ArchiveFields, Day, Timestamps } from '../../common/records.ts';

export type ServiceRecord = ArchiveFields &
  Timestamps & {
    id: number;
    reference: string | null;
    status: ServiceStatus;
    type: ServiceType;
    frequency: Frequency;
    name: string | null;
    package_id: number | null;
    package_reference: string | null;
    customer_id: number | null;
    customer_name: string | null;
    site_id: number | null;
    product_id: number | null;
    product_name: string | null;
    customer_reference: string | null;
    invoice_reference: string | null;
    assignee_id: number | null;
    device_id: number | null;
    device_serial: string | null;
    line_id: number | null;
    line_subscription_id: string | null;
    ip_id: number | null;
    /** The SIM card a DATA service is measured on, and its ICCID (issue 25). */
    sim_id: number | null;
    sim_iccid: string | null;
    data_pool_id: number | null;
    starlink_terminal_id: number | null;
    starlink_service_line_id: number | null;
    serial: string | null;
    price: number | null;
    list_price: number | null;
    line_price: number | null;
    qty: number;
    currency: string;
    vat_code: string | null;
    /** GB. */
    data_included: number | null;
    next_data_included: number | null;
    data_extra_price: number | null;
    current_usage: number | null;
    last_usage: number | null;
    data_limit: number | null;
    data_limit_contacts: string | null;
    start_date: Day | null;
    end_date: Day | null;
    /** Shown as the commitment date. */
    early_end_date: Day | null;
    /** UPSELL, DOWNSELL, RMA, OTHER, or an older value kept as it was (spec 2 §4). */
    end_reason: string | null;
    notes: string | null;
    shipping_tracking_code: string | null;
    shipping_tracking_url: string | null;
    shipping_date: Day | null;
    delivery_date: Day | null;
    sold: boolean;
    device_product_id: number | null;
    device_product_price: number | null;
    starlink_is_opted_into_overage: boolean;
    service_line_product_reference_id: string | null;
    top_up_blocks_count: number;
    top_up_blocks_total_data: number;
    /** Each 50 GB block bought (spec 2 §3); data_amount in GB, dates as days. */
    top_up_blocks_history: { source: string; data_amount: number; start_date: Day; expiration_date: Day | null }[];
    /** The work queue it waits in: delivery, lines, or none. */
    queue: 'delivery' | 'lines' | null;
  };
