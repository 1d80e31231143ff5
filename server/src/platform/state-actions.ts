// The server's side of a contract state machine (DESIGN.md rule 11, docs/decisions/0052): every action
// that moves a record through its machine starts here, so the row it checks is the row it writes
// (locked until the transaction ends) and every refusal is the same 409 in the machine's words, with
// the machine's code and params (decision 0076).
import { type ActionOf, type AnyStateMachine, type ErrorCode, refusalOf, type SubjectOf } from '@console/contract';
import type { Executor } from '../db/client.ts';
import { appError, notFound, refused as refusedError } from './errors.ts';
import type { ResourceDef, ResourceTable, RowOf } from './resource-types.ts';
import { findRow } from './store.ts';

export interface BeginOptions {
  /** The 404 message of a missing record ("Service not found."). */
  missing: string;
  /** When set, an archived record is refused with this code (a 409) before its status is read. */
  archived?: ErrorCode;
  /**
   * false reads without locking: for an action that asks an outside system first and must not hold
   * a lock across that call (it locks again in its own transaction once the call succeeded).
   */
  lock?: boolean;
}

/** Locks the record, and throws 404 when it is missing or 409 when its machine refuses the action. */
export async function beginAction<M extends AnyStateMachine, T extends ResourceTable>(
  tx: Executor,
  def: ResourceDef<T>,
  machine: M,
  id: number,
  action: ActionOf<M>,
  opts: BeginOptions,
): Promise<RowOf<T>> {
  const row = await findRow(tx, def, id, opts.lock ?? true);
  if (!row) throw notFound(opts.missing);
  if (opts.archived && row.archived_at) throw appError(opts.archived);
  const refused = refusalOf(machine, action, row as unknown as SubjectOf<M>);
  if (refused) throw refusedError(refused);
  return row;
}
