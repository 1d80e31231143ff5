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
  /**
   * In an impersonated session, the staff member behind it: the log names them as author. The rest of
   * the actor is the impersonated user, whose rights and data the session has.
   */
  impersonator?: Impersonator | null;
}

export interface Impersonator {
  id: number;
  email: string;
  name: string;
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
