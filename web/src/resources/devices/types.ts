// A device as GET /devices/{id} and the list send it (spec 1 §3 Device): the fields the console reads.
import type { ArchiveFields, Day, Timestamp, Timestamps } from '../../common/records.ts';
import type { StatusLed } from '../../common/statusLed.ts';
import type { OnlineStatus } from './choices.ts';

/** A WAN as the device carries it (spec 1 §3 WAN). */
export type DeviceWan = {
  id: number;
  name: string | null;
  ic_id: number | string | null;
  ic_status: string | null;
  wan_type: 'cellular' | 'wifi' | 'usb' | 'other' | null;
  status_led: StatusLed | null;
  ip_address: string | null;
  cellular_network_type: string | null;
  sim_a: { imsi?: string | null; iccid?: string | null } | null;
  sim_b: { imsi?: string | null; iccid?: string | null } | null;
};

export type DeviceRecord = ArchiveFields &
  Timestamps & {
    id: number;
    serial: string;
    name: string | null;
    virtual: boolean;
    reserved: boolean;
    is_new: boolean;
    in_stock: boolean;
    customer_id: number | null;
    customer_name: string | null;
    /** 1 is the operator itself (spec 1 §2.7). */
    owner_id: number | null;
    site_id: number | null;
    site_name: string | null;
    address: string | null;
    product_id: number | null;
    product_name: string | null;
    supplier: string | null;
    buy_sm: string | null;
    rent_sold: string | null;
    server_id: number | null;
    ic_server_name: string | null;
    ic_name: string | null;
    ic_organization_id: string | null;
    ic_organization_name: string | null;
    ic_group_id: number | null;
    ic_group_name: string | null;
    ic_status: string | null;
    ic_tags: string[] | null;
    ic_notes: string | null;
    ic_datas: Record<string, unknown> | null;
    ic_urls: Record<string, string> | null;
    data_limit: number;
    data_limit_contacts: string | null;
    notes: string | null;
    customer_notes: string | null;
    has_custom_config: boolean;
    prime_expiry_date: Day | null;
    sf_license_expiry_date: Day | null;
    commitment_date: Day | null;
    last_online: Timestamp | null;
    offline_at: Timestamp | null;
    last_sync_at: Timestamp | null;
    online_status: OnlineStatus;
    status_led: StatusLed;
    /** Port name -> SIM card id, null when the port is empty. */
    ports_map: Record<string, number | null>;
    ports_count: number;
    sim_cards_count: number;
    lines_count: number;
    wans: DeviceWan[];
    ips: { id: number; address: string; cidr: number }[];
    lat: number | null;
    lng: number | null;
  };
