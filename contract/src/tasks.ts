// Tasks (spec 3 §2 Tasks and lines, §3 Line/task, §4): the work items staff follow on lines, sites and
// services. The spec lists the statuses, actions and priorities but not the transitions; the machine
// below is ours (docs/decisions/0032), read by the server (409 otherwise) and by the console (the
// status picker offers only what is allowed).
import type { ErrorCode } from './error-codes.ts';
import { nextStatuses, refusal, type StateMachine } from './state-machine.ts';

export const TASK_STATUSES = ['NEW', 'IN PROGRESS', 'ON HOLD', 'DONE', 'CANCELED'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_ACTIONS = ['OTHER', 'TO PROVISION', 'TO MOVE', 'TO RETURN', 'TO CANCEL', 'TO DECOMMISSION', 'TO ORDER', 'TO TRANSFER'] as const;
export type TaskAction = (typeof TASK_ACTIONS)[number];

export const TASK_PRIORITIES = ['LOW', 'NORMAL', 'HIGH', 'URGENT'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

/** A refused move names where the current status may go (decision 0032), so the user sees the way on. */
const TASK_REFUSAL = 'task_state_refused' satisfies ErrorCode;

/** A new task starts here; the create form offers nothing else. */
export const TASK_INITIAL_STATUS: TaskStatus = 'NEW';
export const TASK_DEFAULT_PRIORITY: TaskPriority = 'NORMAL';
export const TASK_DEFAULT_ACTION: TaskAction = 'OTHER';

/**
 * The task machine: a task's status is a field of its edit form, so each action is named by the status
 * it leads to and lists where it may come from. Open work moves freely between NEW, IN PROGRESS and
 * ON HOLD (never back to NEW once started); DONE and CANCELED close it. A closed task can only be
 * reopened: DONE to IN PROGRESS (the work was not finished), CANCELED to NEW (it is wanted after all).
 * Keeping the status is always allowed: an edit of the other fields.
 */
export const TASK_MACHINE = {
  name: 'tasks',
  statuses: TASK_STATUSES,
  refusal: TASK_REFUSAL,
  // A status outside the table is refused in the same words (the picker never offers one).
  unknown: TASK_REFUSAL,
  keepAllowed: true,
  actions: {
    NEW: { from: ['CANCELED'], to: 'NEW' },
    'IN PROGRESS': { from: ['NEW', 'ON HOLD', 'DONE'], to: 'IN PROGRESS' },
    'ON HOLD': { from: ['NEW', 'IN PROGRESS'], to: 'ON HOLD' },
    DONE: { from: ['NEW', 'IN PROGRESS', 'ON HOLD'], to: 'DONE' },
    CANCELED: { from: ['NEW', 'IN PROGRESS', 'ON HOLD'], to: 'CANCELED' },
  },
} as const satisfies StateMachine<TaskStatus, TaskStatus, { status: string }>;

/** Where each status may go (decision 0032's graph), read from the machine. */
export const TASK_TRANSITIONS: Record<TaskStatus, readonly TaskStatus[]> = {
  NEW: nextStatuses(TASK_MACHINE, 'NEW'),
  'IN PROGRESS': nextStatuses(TASK_MACHINE, 'IN PROGRESS'),
  'ON HOLD': nextStatuses(TASK_MACHINE, 'ON HOLD'),
  DONE: nextStatuses(TASK_MACHINE, 'DONE'),
  CANCELED: nextStatuses(TASK_MACHINE, 'CANCELED'),
};

/** Closed tasks: only their status (to reopen) and notes may change. */
export const TASK_CLOSED_STATUSES: readonly TaskStatus[] = ['DONE', 'CANCELED'];
/** Fields a closed task still accepts besides its status. */
export const TASK_CLOSED_EDITABLE = ['notes'] as const;

/** Open statuses: what the lists and dashboards count as work still to do. */
export const TASK_OPEN_STATUSES: readonly TaskStatus[] = ['NEW', 'IN PROGRESS', 'ON HOLD'];

export const taskClosedRefusal = (status: string) => `The task is ${status}: reopen it before changing anything but its notes.`;
export const TASK_MUST_START_NEW = `A task starts as ${TASK_INITIAL_STATUS}.`;

/** null when the task may go from `from` to `to` (staying put is always allowed). */
export const checkTaskTransition = (from: string, to: string): string | null => refusal(TASK_MACHINE, to, { status: from });

/** The statuses the edit form offers for a task now in `current`: itself and where it may go. */
export const taskStatusChoices = (current: string | null | undefined): TaskStatus[] =>
  current && (TASK_STATUSES as readonly string[]).includes(current) ? [current as TaskStatus, ...nextStatuses(TASK_MACHINE, current)] : [TASK_INITIAL_STATUS];

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
