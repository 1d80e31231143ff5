// One shape for every state machine of the house (DESIGN.md rule 11, docs/decisions/0052): services,
// package lines, packages, invoices, tasks and satellite service lines are each a table of this type,
// checked by the one function below and refused in the words of the one message builder. The server
// enforces a machine before it writes (platform/state-actions.ts: lock, check, 409) and the console
// asks the same checker which actions to offer, so the halves cannot disagree about what is allowed.
// Every refusal also carries its error code and params (error-codes.ts, decision 0076): refusalOf.
import { type CodedMessage, type ErrorCode, type ErrorParams, ERROR_CODES, fillTemplate } from './error-codes.ts';

/** A condition beyond the status, and the refusal when it does not hold (unidle only without a start date). */
export interface Guard<R> {
  holds: (row: R) => boolean;
  /** The refusal's code; its message is the code's template (error-codes.ts). */
  code: ErrorCode;
}

export interface ActionRule<S extends string, R> {
  /** Statuses the action is allowed from. */
  from: readonly S[];
  /** Status it leads to; null keeps the status (assign, clone, push, a resend...). */
  to: S | null;
  guard?: Guard<R>;
}

/**
 * A machine over the statuses S, with actions A, reading rows R. Tasks, whose status is a field of an
 * edit rather than a verb, are a machine whose actions are named by the status they lead to.
 */
export interface StateMachine<S extends string, A extends string, R> {
  name: string;
  statuses: readonly S[];
  actions: { readonly [K in A]: ActionRule<S, R> };
  /**
   * The code of the refusal when the status does not allow the action, whose template words it as the spec's catalogues do:
   * {action} (underscores read as spaces), {status} (the current one), {from} (the statuses the
   * action is allowed from) and {next} (the statuses the current one leads to), lists as "a, b or c".
   */
  refusal: ErrorCode;
  /** The refusal of an action the table does not name; `Unknown action {name}.` (unknown_action) when absent. */
  unknown?: ErrorCode;
  /** The row's status as the machine reads it; its `status` field when absent. */
  statusOf?: (row: R) => string | null | undefined;
  /** Writing the status a row already has is no move at all (an edit of a task that keeps its status). */
  keepAllowed?: boolean;
}

/** Any machine (its subject is contravariant, so `never` admits them all): what the checker and beginAction accept. */
export type AnyStateMachine = StateMachine<string, string, never>;
export type ActionOf<M extends AnyStateMachine> = keyof M['actions'] & string;
export type StatusOf<M extends AnyStateMachine> = M['statuses'][number];
/** The row a machine reads: the parameter of its guards or statusOf; anything with a status when it names none (or is any machine). */
export type SubjectOf<M extends AnyStateMachine> =
  M extends StateMachine<string, string, infer R> ? ([R] extends [never] ? StatusSubject : unknown extends R ? StatusSubject : R) : never;
export interface StatusSubject {
  status?: string | null;
}

export interface RefusalParts {
  action: string;
  status: string | null | undefined;
  from?: readonly string[];
  next?: readonly string[];
}

/** The params of a status refusal, as every machine's template reads them. */
export const refusalParams = (parts: RefusalParts): ErrorParams => ({
  name: parts.action,
  action: parts.action.replaceAll('_', ' '),
  status: parts.status ?? 'none',
  from: parts.from ?? [],
  next: parts.next ?? [],
});

/** The one refusal message builder: fills a template (see StateMachine.refusal) with the refusal's params. */
export function refusalMessage(template: string, parts: RefusalParts): string {
  return fillTemplate(template, refusalParams(parts));
}

/** A status refusal as code, params and English message; only the params the code's template names are kept. */
function statusRefusalFor(code: ErrorCode, parts: RefusalParts): CodedMessage {
  const all = refusalParams(parts);
  const params: ErrorParams = {};
  for (const key of ERROR_CODES[code].params) if (Object.hasOwn(all, key)) params[key] = all[key];
  return { code, params, message: fillTemplate(ERROR_CODES[code].message ?? '', all) };
}

const ruleOf = (machine: AnyStateMachine, action: string): ActionRule<string, never> | undefined =>
  Object.hasOwn(machine.actions, action) ? machine.actions[action] : undefined;

const statusOfRow = (machine: AnyStateMachine, row: unknown): string | null | undefined =>
  machine.statusOf ? machine.statusOf(row as never) : ((row as { status?: string | null } | null | undefined)?.status ?? undefined);

/** Whether the status alone allows the action (guards aside): what a list filtered on a status may offer. */
export function allowedFrom<M extends AnyStateMachine>(machine: M, action: ActionOf<M>, status: string | null | undefined): boolean {
  const rule = ruleOf(machine, action);
  if (!rule) return false;
  if (machine.keepAllowed && rule.to === status) return true;
  return rule.from.includes(status as string);
}

/** The statuses `status` leads to, in the table's order: the task graph, or a status picker's choices. */
export function nextStatuses<M extends AnyStateMachine>(machine: M, status: string | null | undefined): StatusOf<M>[] {
  const next = new Set<string>();
  for (const rule of Object.values(machine.actions) as ActionRule<string, never>[]) {
    if (rule.to !== null && rule.to !== status && rule.from.includes(status as string)) next.add(rule.to);
  }
  return [...next] as StatusOf<M>[];
}

/** The refusal of the action's status rule alone, as code, params and the machine's words. */
export const statusRefusalOf = <M extends AnyStateMachine>(machine: M, action: string, status: string | null | undefined): CodedMessage =>
  statusRefusalFor(ruleOf(machine, action) ? machine.refusal : (machine.unknown ?? 'unknown_action'), {
    action,
    status,
    from: ruleOf(machine, action)?.from ?? [],
    next: nextStatuses(machine, status),
  });

/** The refusal of the action's status rule alone, as the machine words it. */
export const statusRefusal = <M extends AnyStateMachine>(machine: M, action: string, status: string | null | undefined): string =>
  statusRefusalOf(machine, action, status).message;

/** The one checker: null when the machine allows the action on the row, otherwise the refusal's code, params and message. */
export function refusalOf<M extends AnyStateMachine>(machine: M, action: ActionOf<M> | (string & {}), row: SubjectOf<M>): CodedMessage | null {
  const status = statusOfRow(machine, row);
  const rule = ruleOf(machine, action);
  if (!rule) return statusRefusalOf(machine, action, status);
  if (machine.keepAllowed && rule.to === status) return null;
  if (!rule.from.includes(status as string)) return statusRefusalOf(machine, action, status);
  if (rule.guard && !rule.guard.holds(row as never)) return { code: rule.guard.code, params: {}, message: ERROR_CODES[rule.guard.code].message ?? '' };
  return null;
}

/** The checker's English refusal alone: null when allowed. */
export const refusal = <M extends AnyStateMachine>(machine: M, action: ActionOf<M> | (string & {}), row: SubjectOf<M>): string | null =>
  refusalOf(machine, action, row)?.message ?? null;

/** The actions a row offers, in the table's order: what the console shows. */
export const allowedActions = <M extends AnyStateMachine>(machine: M, row: SubjectOf<M>): ActionOf<M>[] =>
  (Object.keys(machine.actions) as ActionOf<M>[]).filter((a) => refusal(machine, a, row) === null);

/** The status an allowed action leaves the row in (null `to` keeps it). */
export const statusAfter = <M extends AnyStateMachine>(machine: M, action: ActionOf<M>, status: string): string => ruleOf(machine, action)?.to ?? status;
