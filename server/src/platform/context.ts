// Who is acting: passed to every action and to the activity log.
import type { Services } from './services.ts';

export interface Actor {
  id: number;
  email: string;
  name: string;
  is_admin: boolean;
  is_staff: boolean;
  customer_id: number | null;
  permissions: string[];
}

export interface Ctx {
  actor: Actor | null;
  /** True for changes made by syncs and scheduled jobs: the log's by_system flag. */
  bySystem?: boolean;
  ip?: string;
  /** The app's services, for hooks that queue mail or call outside systems. */
  services?: Services;
}

export const systemCtx: Ctx = { actor: null, bySystem: true };
