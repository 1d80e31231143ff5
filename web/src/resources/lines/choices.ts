import { LINE_ARCHIVE_REASONS, LINE_STATUSES, LINE_TYPES } from '@console/contract';

// Statuses are the supplier's words, stored as they are and read through their labels (issue 28).
export const lineStatusChoices = LINE_STATUSES.map((id) => ({ id, name: `codes.line_statuses.${id}` }));
export const lineTypeChoices = LINE_TYPES.map((id) => ({ id, name: `resources.lines.line_types.${id}` }));
export { LINE_ARCHIVE_REASONS };
