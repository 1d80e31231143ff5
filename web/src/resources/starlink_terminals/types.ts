// A satellite terminal as GET /starlink_terminals/{id} and the list send it (spec 3 §3 Satellite
// terminal): the fields the console reads.
import type { TerminalState } from '@console/contract';
import type { ArchiveFields, Timestamp, Timestamps } from '../../common/records.ts';

export type TerminalRecord = ArchiveFields &
  Timestamps & {
    id: number;
    /** The provider's user terminal id. */
    terminal_id: string;
    kit_serial_number: string | null;
    dish_serial_number: string | null;
    starlink_account_id: number;
    starlink_account: string | null;
    starlink_service_line_id: number | null;
    service_line_number: string | null;
    customer_id: number | null;
    customer_name: string | null;
    site_id: number | null;
    site_name: string | null;
    device_id: number | null;
    device_name: string | null;
    ip_address: string | null;
    port: number | null;
    lat: number | null;
    lng: number | null;
    state: TerminalState;
    last_online: Timestamp | null;
    last_alerts: string[];
    last_alerts_count: number;
    last_sync_at: Timestamp | null;
  };
