import { SIM_STATUSES, SIM_TYPES } from '@console/contract';

export const simTypeChoices = SIM_TYPES.map((id) => ({ id, name: `resources.simcards.types.${id}` }));
export const simStatusChoices = SIM_STATUSES.map((id) => ({ id, name: `resources.simcards.statuses.${id}` }));

/** Chip colours of the SIM statuses. */
export const SIM_STATUS_COLORS: Record<string, 'success' | 'warning' | 'error' | 'info' | 'default'> = {
  ACTIVE: 'success',
  AVAILABLE: 'info',
  RESERVED: 'info',
  SUSPENDED: 'warning',
  TERMINATED: 'error',
  UNKNOWN: 'default',
};
