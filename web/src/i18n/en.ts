// English messages: react-admin's own, the shell's, and one file per resource under ./resources/.
// To add a resource: create ./resources/<name>.ts exporting { name, fields, ... } and add it below.
import englishMessages from 'ra-language-english';
import { appMessages } from './app.ts';
import { location_updates } from './resources/location_updates.ts';
import { providers } from './resources/providers.ts';
import { simpools } from './resources/simpools.ts';
import { simcards } from './resources/simcards.ts';
import { addresses } from './resources/addresses.ts';
import { companies } from './resources/companies.ts';
import { contacts } from './resources/contacts.ts';
import { customers } from './resources/customers.ts';
import { logs } from './resources/logs.ts';
import { outbox } from './resources/outbox.ts';
import { records } from './resources/records.ts';
import { sites } from './resources/sites.ts';
import { users } from './resources/users.ts';

export const resourceMessages = {
  location_updates,
  providers,
  simpools,
  simcards,
  addresses,
  companies,
  contacts,
  customers,
  logs,
  outbox,
  records,
  sites,
  users,
};

export const en = {
  ...englishMessages,
  ...appMessages,
  resources: resourceMessages,
};
