// Tasks (spec 3 §2 Tasks and lines, §3 Line/task, §4): the work items staff follow on lines, sites and
// services. The spec lists the statuses, actions and priorities but not the transitions; the table
// below is ours (docs/decisions/0032), read by the server (409 otherwise) and by the console (the
// status picker offers only what is allowed).

export const TASK_STATUSES = ['NEW', 'IN PROGRESS', 'ON HOLD', 'DONE', 'CANCELED'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_ACTIONS = ['OTHER', 'TO PROVISION', 'TO MOVE', 'TO RETURN', 'TO CANCEL', 'TO DECOMMISSION', 'TO ORDER', 'TO TRANSFER'] as const;
export type TaskAction = (typeof TASK_ACTIONS)[number];

export const TASK_PRIORITIES = ['LOW', 'NORMAL', 'HIGH', 'URGENT'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

/** A new task starts here; the create form offers nothing else. */
export const TASK_INITIAL_STATUS: TaskStatus = 'NEW';
export const TASK_DEFAULT_PRIORITY: TaskPriority = 'NORMAL';
export const TASK_DEFAULT_ACTION: TaskAction = 'OTHER';

/**
 * Where each status may go. Open work moves freely between NEW, IN PROGRESS and ON HOLD (never back
 * to NEW once started); DONE and CANCELED close it. A closed task can only be reopened: DONE to
 * IN PROGRESS (the work was not finished), CANCELED to NEW (it is wanted after all).
 */
export const TASK_TRANSITIONS: Record<TaskStatus, readonly TaskStatus[]> = {
  NEW: ['IN PROGRESS', 'ON HOLD', 'DONE', 'CANCELED'],
  'IN PROGRESS': ['ON HOLD', 'DONE', 'CANCELED'],
  'ON HOLD': ['IN PROGRESS', 'DONE', 'CANCELED'],
  DONE: ['IN PROGRESS'],
  CANCELED: ['NEW'],
};

/** Closed tasks: only their status (to reopen) and notes may change. */
export const TASK_CLOSED_STATUSES: readonly TaskStatus[] = ['DONE', 'CANCELED'];
/** Fields a closed task still accepts besides its status. */
export const TASK_CLOSED_EDITABLE = ['notes'] as const;

/** Open statuses: what the lists and dashboards count as work still to do. */
export const TASK_OPEN_STATUSES: readonly TaskStatus[] = ['NEW', 'IN PROGRESS', 'ON HOLD'];

const oneOf = (list: readonly string[]) => (list.length === 1 ? list[0] : `${list.slice(0, -1).join(', ')} or ${list[list.length - 1]}`);

export const taskTransitionRefusal = (from: string, to: string) => {
  const allowed = TASK_TRANSITIONS[from as TaskStatus] ?? [];
  return `Cannot move a task from status ${from} to ${to}: allowed only to ${oneOf(allowed)}.`;
};
export const taskClosedRefusal = (status: string) => `The task is ${status}: reopen it before changing anything but its notes.`;
export const TASK_MUST_START_NEW = `A task starts as ${TASK_INITIAL_STATUS}.`;

/** null when the task may go from `from` to `to` (staying put is always allowed). */
export function checkTaskTransition(from: string, to: string): string | null {
  if (from === to) return null;
  const allowed = TASK_TRANSITIONS[from as TaskStatus];
  return allowed?.includes(to as TaskStatus) ? null : taskTransitionRefusal(from, to);
}

/** The statuses the edit form offers for a task now in `current`: itself and where it may go. */
export const taskStatusChoices = (current: string | null | undefined): TaskStatus[] =>
  current && Object.hasOwn(TASK_TRANSITIONS, current) ? [current as TaskStatus, ...TASK_TRANSITIONS[current as TaskStatus]] : [TASK_INITIAL_STATUS];

/** Chip colours of the console: open work amber/blue, done green, canceled grey. */
export const TASK_STATUS_COLORS: Record<TaskStatus, 'grey' | 'amber' | 'green' | 'red' | 'blue'> = {
  NEW: 'blue',
  'IN PROGRESS': 'amber',
  'ON HOLD': 'grey',
  DONE: 'green',
  CANCELED: 'red',
};
export const TASK_PRIORITY_COLORS: Record<TaskPriority, 'grey' | 'blue' | 'amber' | 'red'> = {
  LOW: 'grey',
  NORMAL: 'blue',
  HIGH: 'amber',
  URGENT: 'red',
};

/** The lines dashboard (spec 3 §2, §9): 10 lines listed. */
export const DASHBOARD_LINES_PAGE_SIZE = 10;
