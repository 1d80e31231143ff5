// Device product filters (spec 2 §2): q, managed (default true), virtual, accessory, archived.
import { BooleanInput } from 'react-admin';

export const deviceProductFilters = [
  <BooleanInput key="managed" source="managed" alwaysOn />,
  <BooleanInput key="virtual" source="virtual" />,
  <BooleanInput key="accessory" source="accessory" />,
];

export const deviceProductFilterDefaults = { managed: true };
