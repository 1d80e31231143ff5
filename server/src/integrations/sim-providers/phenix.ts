// Phenix (a French MVNO/MVNE): no public API is documented (docs/decisions/0042), so there is no real
// client to write against. In simulate mode the provider runs on the shared SIM provider simulator;
// with INTEGRATIONS=real every call is refused with the reason below, never answered with invented
// figures, and the start logs it when a live Phenix provider exists (phenixStartProblem).
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { IntegrationError } from '../http.ts';
import type { SimProviderApi } from './api.ts';

export const PHENIX_UNAVAILABLE =
  'The Phenix API is not available: the provider publishes no API this console can use, so Phenix SIM cards are not read in real mode.';

const refuse = async (): Promise<never> => {
  throw new IntegrationError('phenix', PHENIX_UNAVAILABLE, 501);
};

/** The real-mode stand-in: every call refused with the same clear reason. */
export class PhenixUnavailable implements SimProviderApi {
  getStatus = refuse;
  suspend = refuse;
  enable = refuse;
  lastNetworkEvents = refuse;
  backups = refuse;
  liveData = refuse;
  dailyUsage = refuse;
}

/** The message the start logs as an error when real integrations meet a live Phenix provider; null when there is nothing to say. */
export async function phenixStartProblem(db: Db, config: Pick<Config, 'INTEGRATIONS'>): Promise<string | null> {
  if (config.INTEGRATIONS !== 'real') return null;
  const [row] = rowsOf(await db.execute(sql`select count(*)::int as n from providers where api = 'phenix' and archived_at is null`));
  const n = Number(row?.n ?? 0);
  return n > 0 ? `${PHENIX_UNAVAILABLE} ${n} live provider(s) use the Phenix API; their SIM cards get no usage, status or events.` : null;
}
