// How a user is named everywhere (pickers, references, breadcrumbs).
import type { RaRecord } from 'react-admin';

export const userName = (user: RaRecord | undefined): string =>
  user ? user.fullname || [user.firstname, user.lastname].filter(Boolean).join(' ') || user.email || `#${user.id}` : '';
