// Every resource of the console, one line each. Resources without screens are registered so that
// references, record names and links to them resolve; their screens replace the bare line later.
import type { ResourceProps } from 'react-admin';
import { userName } from '../common/userName.ts';
import customers from './customers/index.ts';

export const resources: ResourceProps[] = [
  { name: 'customers', ...customers },
  { name: 'contacts', recordRepresentation: 'name' },
  { name: 'sites', recordRepresentation: 'name' },
  { name: 'addresses', recordRepresentation: 'name' },
  { name: 'companies', recordRepresentation: 'name' },
  { name: 'users', recordRepresentation: userName },
  { name: 'logs' },
  { name: 'outbox' },
];
