// A task's status and priority as chips coloured from the contract's tables (spec 3 §4 Task status).
import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { TASK_PRIORITY_COLORS, TASK_STATUS_COLORS, type TaskPriority, type TaskStatus } from '@console/contract';
import type { TaskRecord } from './types.ts';

const COLORS = { grey: '#9aa3ad', amber: '#d9822b', green: '#2e9d4f', red: '#d64545', blue: '#1f6fb2' } as const;

const ValueChip = ({ source, labels, colors }: { source: 'status' | 'priority'; labels: string; colors: Record<string, keyof typeof COLORS> }) => {
  const record = useRecordContext<TaskRecord>();
  const translate = useTranslate();
  const value = record?.[source];
  if (!value) return <span>-</span>;
  const color = COLORS[colors[value] ?? 'grey'];
  return <Chip size="small" label={translate(`${labels}.${value}`, { _: value })} sx={{ bgcolor: color, color: '#fff', fontWeight: 500 }} data-value={value} />;
};

export const TaskStatusField = (_props: { source?: string; label?: string }) => (
  <ValueChip source="status" labels="resources.tasks.statuses" colors={TASK_STATUS_COLORS as Record<TaskStatus, keyof typeof COLORS>} />
);

export const TaskPriorityField = (_props: { source?: string; label?: string }) => (
  <ValueChip source="priority" labels="resources.tasks.priorities" colors={TASK_PRIORITY_COLORS as Record<TaskPriority, keyof typeof COLORS>} />
);
