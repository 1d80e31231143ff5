// First start on an empty database: the admin account, then the demo data set.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { users } from '../db/schema/index.ts';
import { generatePassword, hashPassword } from '../platform/auth/secrets.ts';
import { seedDemo } from './demo.ts';
import { seedUsageDemo } from './demo-usage.ts';
import { backfillUsagePools } from '../resources/usage/usages/usage-pools.ts';

export async function seed(db: Db, config: Config, log: FastifyBaseLogger) {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return;
  const password = config.ADMIN_PASSWORD ?? generatePassword();
  // Several processes starting together on a fresh database all find no user: the first insert wins,
  // the others find the admin there and leave the rest (the demo data) to it (issue 29).
  const created = await db
    .insert(users)
    .values({
      email: config.ADMIN_EMAIL,
      firstname: 'Admin',
      lastname: 'Administrator',
      is_admin: true,
      is_staff: true,
      can_manage_users: true,
      can_manage_pricing: true,
      can_impersonate: true,
      password_hash: await hashPassword(password),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!created.length) return;
  if (!config.ADMIN_PASSWORD) {
    // Printed once, on the first start only: it is not stored anywhere in clear.
    console.log(`\n  First admin created: ${config.ADMIN_EMAIL}\n  Generated password: ${password}\n  (set ADMIN_PASSWORD to choose it)\n`);
  } else {
    log.info({ email: config.ADMIN_EMAIL }, 'first admin created');
  }
  // The stock site (id 1) comes from a migration, so it exists with or without the demo data.
  if (config.DEMO_DATA) await seedDemo(db, log);
}

/**
 * The demo's year of rated usage, after the server listens (the console is usable at once; the
 * usage appears some seconds later). One transaction: a start interrupted before it commits does it
 * again on the next start, which finds neither usage records nor pricings. (The satellite demo's
 * lines land as source starlink with the satellite mirror, before: those do not count.)
 */
export async function seedUsageDemoAfterStart(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  if (!config.DEMO_DATA) return;
  const [state] = rowsOf(
    await db.execute(
      sql`select exists (select 1 from usages where source <> 'starlink') as usages, exists (select 1 from data_pricings) as pricings, exists (select 1 from customers) as customers,
        exists (select 1 from usages where source <> 'starlink' and pool_id is not null) as pooled,
        exists (select 1 from services s left join packages p on p.id = s.package_id where (s.device_id is not null or s.sim_id is not null) and s.archived_at is null and coalesce(s.data_pool_id, p.data_pool_id) is not null) as pools`,
    ),
  );
  // A demo loaded before records were placed in their data pool by date: placed once, here.
  if (state.usages && !state.pooled && state.pools) {
    try {
      const moved = await db.transaction((tx) => backfillUsagePools(tx));
      log.info({ moved }, 'demo usage placed in data pools');
    } catch (err) {
      log.warn({ err }, 'demo usage not placed in data pools; the next start tries again');
    }
  }
  if (state.usages || state.pricings || !state.customers) return;
  try {
    const counts = await db.transaction((tx) => seedUsageDemo(tx));
    log.info(counts, 'demo usage loaded');
  } catch (err) {
    log.warn({ err }, 'demo usage not loaded; the next start tries again');
  }
}
