// A SIM card as GET /simcards/{id} and the list send it (spec 1 §3 SIM card): the fields the console reads.
import type { SIM_STATUSES, SIM_TYPES } from '@console/contract';
import type { ArchiveFields, Timestamps } from '../../common/records.ts';

export type SimcardRecord = ArchiveFields &
  Timestamps & {
    id: number;
    type: (typeof SIM_TYPES)[number];
    iccid: string;
    /** The ICCID in groups of four, as it is printed. */
    iccid_formatted: string;
    /** The SIM an eSIM belongs to. */
    parent_id: number | null;
    parent_iccid: string | null;
    imsi: string | null;
    imsi_profile: string | null;
    sponsored_imsi: string | null;
    pool_id: number | null;
    pool_name: string | null;
    provider_id: number | null;
    provider_name: string | null;
    carrier_name: string | null;
    supplier_name: string | null;
    phone_number: string | null;
    apn_1: string | null;
    apn_2: string | null;
    apn_3: string | null;
    preferred_mtu: number | null;
    pin: string | null;
    username: string | null;
    password: string | null;
    variant: string | null;
    active: boolean;
    status: (typeof SIM_STATUSES)[number];
    source: string | null;
    /** Its provider's API suspends and enables it; its status follows the provider. */
    is_manageable: boolean;
    customer_id: number | null;
    customer_name: string | null;
    /** The customer it belongs to: its own, else its pool's. */
    owner: string | null;
    site_id: number | null;
    device_id: number | null;
    device_serial: string | null;
    device_port_name: string | null;
    device_active: boolean;
    /** GB. */
    data_limit: number | null;
    data_limit_contacts: string | null;
    notes: string | null;
  };
