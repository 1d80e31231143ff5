// What routes and actions are given: the database, the configuration, mail and the outside systems.
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { Integrations } from '../integrations/index.ts';
import type { Mailer } from './mail.ts';

export interface Services {
  config: Config;
  database: Database;
  db: Db;
  mail: Mailer;
  integrations: Integrations;
}
