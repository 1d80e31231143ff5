import { TASK_ACTIONS, TASK_PRIORITIES, TASK_STATUSES } from '@console/contract';
import { choicesOf } from '../../common/format/ChoiceField.tsx';

export const taskStatusChoiceList = choicesOf(TASK_STATUSES, 'resources.tasks.statuses');
export const taskPriorityChoices = choicesOf(TASK_PRIORITIES, 'resources.tasks.priorities');
export const taskActionChoices = choicesOf(TASK_ACTIONS, 'resources.tasks.actions');
