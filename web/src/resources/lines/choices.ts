import { LINE_ARCHIVE_REASONS, LINE_STATUSES, LINE_TYPES } from '@console/contract';

// Statuses are the supplier's words, shown as they are.
export const lineStatusChoices = LINE_STATUSES.map((id) => ({ id, name: id }));
export const lineTypeChoices = LINE_TYPES.map((id) => ({ id, name: `resources.lines.line_types.${id}` }));
export { LINE_ARCHIVE_REASONS };
