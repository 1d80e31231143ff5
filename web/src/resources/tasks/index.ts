// Screens load on first use; the icon and the record name stay here, needed by menus and references.
import { lazy } from 'react';
import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';

const TaskList = lazy(() => import('./TaskList.tsx').then((module) => ({ default: module.TaskList })));
const TaskShow = lazy(() => import('./TaskShow.tsx').then((module) => ({ default: module.TaskShow })));
const TaskEdit = lazy(() => import('./TaskForms.tsx').then((module) => ({ default: module.TaskEdit })));
const TaskCreate = lazy(() => import('./TaskForms.tsx').then((module) => ({ default: module.TaskCreate })));

export default {
  list: TaskList,
  show: TaskShow,
  edit: TaskEdit,
  create: TaskCreate,
  icon: AssignmentTurnedInIcon,
  recordRepresentation: (record: { action?: string | null; sales_order_number?: string | null; id?: number }) =>
    [record.action, record.sales_order_number].filter(Boolean).join(' ') || `#${record.id}`,
};
