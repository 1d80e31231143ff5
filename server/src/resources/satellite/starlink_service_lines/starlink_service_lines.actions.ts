// Service line actions (spec 3 §4, §7): opt in, opt out, pause, resume and deactivate; sync runs the
// mirror, so it lives with it (starlink/starlink-sync.ts). The contract says which state each needs
// (409 naming the current state otherwise). The provider is asked first, outside any transaction: when
// it refuses, the answer is {success: false} with its message and nothing changes here; when it
// agrees, the line is written with the change (logged) in one transaction.
import { eq } from 'drizzle-orm';
import { SATELLITE_MESSAGES, SERVICE_LINE_MACHINE, serviceLineStatusOf, type ServiceLineAction } from '@console/contract';
import type { Db } from '../../../db/client.ts';
import { starlinkTerminals } from '../../../db/schema/index.ts';
import type { SatelliteApi } from '../../../integrations/satellite/api.ts';
import type { Ctx } from '../../../platform/context.ts';
import { today } from '../../../platform/dates.ts';
import { notFound } from '../../../platform/errors.ts';
import { type ActionAnswer, providerFailure } from '../../../platform/provider-answer.ts';
import type { Row } from '../../../platform/registry.ts';
import { beginAction } from '../../../platform/state-actions.ts';
import { findRow, updateRow } from '../../../platform/store.ts';
import { starlinkTerminalsResource } from '../starlink_terminals/starlink_terminals.resource.ts';
import { starlinkServiceLinesResource } from './starlink_service_lines.resource.ts';

/** The local change each command makes once the provider took it. */
function changeOf(action: Exclude<ServiceLineAction, 'sync'>, row: Row): Row {
  const next: Row = {
    // The billing plan's overage flag is the same fact as the opt-in product: kept in step until the mirror reads it again.
    optin: { is_opted_in: true, is_opted_into_overage: true },
    optout: { is_opted_in: false, is_opted_into_overage: false },
    pause: { can_pause: false, can_resume: true },
    resume: { can_pause: true, can_resume: false },
    deactivate: { active: false, is_opted_in: false, is_opted_into_overage: false, can_pause: false, can_resume: false, end_date: today() },
  }[action];
  const merged = { ...row, ...next } as { active: boolean; can_resume: boolean };
  return { ...next, status: serviceLineStatusOf(merged) };
}

const CALLS: Record<Exclude<ServiceLineAction, 'sync'>, keyof SatelliteApi> = {
  optin: 'optIn',
  optout: 'optOut',
  pause: 'pause',
  resume: 'resume',
  deactivate: 'deactivate',
};

export async function runServiceLineAction(db: Db, ctx: Ctx, api: SatelliteApi, id: number, action: Exclude<ServiceLineAction, 'sync'>): Promise<ActionAnswer> {
  // Read without a lock: the provider is asked before any transaction, and the write below locks again.
  const row = await beginAction(db, starlinkServiceLinesResource, SERVICE_LINE_MACHINE, id, action, { missing: SATELLITE_MESSAGES.noServiceLine, lock: false });
  try {
    await (api[CALLS[action]] as (a: string, b: string) => Promise<void>).call(api, row.account_number, row.service_line_number);
  } catch (err) {
    return providerFailure(err);
  }
  await db.transaction(async (tx) => {
    const current = await findRow(tx, starlinkServiceLinesResource, id, true);
    if (!current) throw notFound(SATELLITE_MESSAGES.noServiceLine);
    await updateRow(tx, ctx, starlinkServiceLinesResource, id, changeOf(action, current), { hooks: false });
    // The provider detaches the terminals of a deactivated line: so do we (they become available).
    if (action === 'deactivate') {
      const attached = await tx
        .select({ id: starlinkTerminals.id })
        .from(starlinkTerminals)
        .where(eq(starlinkTerminals.starlink_service_line_id, id))
        .orderBy(starlinkTerminals.id);
      for (const t of attached) await updateRow(tx, ctx, starlinkTerminalsResource, t.id, { starlink_service_line_id: null }, { hooks: false });
    }
  });
  return { success: true, message: SATELLITE_MESSAGES[action] };
}
