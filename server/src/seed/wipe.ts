import { ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { drivers, users, vehicles } from '../db/schema/index.js';
import { emptyFleetTables } from '../features/demo-data/index.js';

/** True when there are no vehicles, drivers or accounts other than admins: the seed may write. */
export async function fleetIsEmpty(db: Database): Promise<boolean> {
  // PGlite and node-postgres both answer `{ rows }`.
  const result = (await db.execute(sql`select (
    exists (select 1 from ${vehicles}) or exists (select 1 from ${drivers})
    or exists (select 1 from ${users} where ${users.role} <> 'admin')
  ) as used`)) as { rows: { used: boolean }[] };
  return result.rows[0]?.used === false;
}

/**
 * Empties the fleet and every non-admin account, numbering restarting at 1 (the accounts after
 * the admins), so seeding again with the same seed writes the same rows with the same ids.
 */
export async function wipeFleet(db: Database): Promise<void> {
  await emptyFleetTables(db, { restartNumbering: true });
  await db.delete(users).where(ne(users.role, 'admin'));
  await db.execute(
    sql`select setval(pg_get_serial_sequence('users', 'id'), coalesce(max(${users.id}), 0) + 1, false) from ${users}`,
  );
}
