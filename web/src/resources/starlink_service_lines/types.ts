// A satellite service line as GET /starlink_service_lines/{id} and the list send it (spec 3 §3
// Satellite service line): the fields the console reads. Service lines are not archived.
import type { ServiceLineStatus } from '@console/contract';
import type { Day, Timestamp, Timestamps } from '../../common/records.ts';

export type ServiceLineRecord = Timestamps & {
  id: number;
  service_line_number: string;
  account_number: string;
  nickname: string | null;
  starlink_account_id: number;
  starlink_account: string | null;
  starlink_address_id: number | null;
  starlink_address: string | null;
  active: boolean;
  is_opted_in: boolean;
  is_opted_into_overage: boolean;
  can_pause: boolean;
  can_resume: boolean;
  status: ServiceLineStatus;
  /** GB in the current and the previous billing cycle. */
  current_usage: number;
  last_usage: number;
  usage_limit: number | null;
  active_recurring_block_data_amount: number;
  active_recurring_block_qty: number;
  product_reference_id: string | null;
  currency: string;
  start_date: Day | null;
  end_date: Day | null;
  terminals_count: number;
  last_sync_at: Timestamp | null;
};
