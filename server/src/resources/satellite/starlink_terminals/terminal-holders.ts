// Which service holds a satellite terminal (spec 2 §3: a TERMINAL_ACCESS service is the fee of one
// terminal): a service holds its starlink_terminal_id from its provisioning until it has ended, so a
// planned terminal (DRAFT, PROVISIONING) is not yet taken and an ENDED or archived service frees it.
// Read by the terminals' `held` filter (the console's terminal picker) and by the provisioning of
// TERMINAL_ACCESS services, which refuses a terminal another service holds.
import { sql, type SQL } from 'drizzle-orm';
import type { ServiceStatus } from '@console/contract';

export const TERMINAL_HOLDING_STATUSES = ['PROVISIONED', 'SHIPPED', 'DELIVERED', 'IDLE', 'PAUSED', 'ENDING'] as const satisfies readonly ServiceStatus[];

const HOLDING = sql.raw(`(${TERMINAL_HOLDING_STATUSES.map((s) => `'${s}'`).join(', ')})`);

/** Services (aliased `h`) holding the terminal whose id is `terminalId` (a column or a value). */
export const holdersWhere = (terminalId: SQL) => sql`h.starlink_terminal_id = ${terminalId} and h.archived_at is null and h.status in ${HOLDING}`;

/** True when a service holds the terminal `terminalId`. */
export const isHeld = (terminalId: SQL) => sql`exists (select 1 from services h where ${holdersWhere(terminalId)})`;
