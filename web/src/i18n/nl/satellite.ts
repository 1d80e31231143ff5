// Dutch messages the satellite area added to the shell (app.ts): the activity log's object types.
// Typed as the English ones, so a missing or extra key fails the typecheck.
import type { appMessages } from '../app.ts';

type ObjectTypes = Pick<typeof appMessages.app.object_types, 'starlink_account' | 'starlink_address' | 'starlink_service_line' | 'starlink_terminal'>;

export const satelliteObjectTypes: ObjectTypes = {
  starlink_account: 'Satellietaccount',
  starlink_address: 'Satellietadres',
  starlink_service_line: 'Servicelijn',
  starlink_terminal: 'Terminal',
};
