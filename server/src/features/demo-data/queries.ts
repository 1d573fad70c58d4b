import { and, count, eq, inArray, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  activityLog,
  appointments,
  checklistAttachments,
  checklists,
  driverNotifications,
  drivers,
  fireInspections,
  firstAidKits,
  trackings,
  users,
  vehicleAssignments,
  vehicleExpenses,
  vehicles,
} from '../../db/schema/index.js';
import { demoAccounts, demoEmailDomain } from './accounts.js';

/** Everything the fleet holds; lookups (locations, appointment types, rates), accounts and the audit trail stay. */
const fleetTables = [
  checklistAttachments,
  checklists,
  trackings,
  vehicleExpenses,
  appointments,
  fireInspections,
  firstAidKits,
  activityLog,
  vehicleAssignments,
  driverNotifications,
  vehicles,
  drivers,
];

/**
 * Empties every fleet table (and, by `cascade`, whatever rows point at them). Numbering restarts
 * only when asked: the seed's `--wipe` wants the same ids again; a live removal does not, so the
 * audit trail's ids never name a different row.
 */
export async function emptyFleetTables(db: Database, options: { restartNumbering: boolean }): Promise<void> {
  const restart = options.restartNumbering ? sql`restart identity` : sql``;
  await db.execute(sql`truncate ${sql.join(fleetTables, sql`, `)} ${restart} cascade`);
}

/** The printed demo accounts and every seeded person's. */
const isDemoAccount = or(
  inArray(users.email, [demoAccounts.supervisor.email, demoAccounts.driver.email]),
  like(users.email, `%@${demoEmailDomain}`),
)!;

/** An arbitrary constant: two removals at once run one after the other. */
const removalLockKey = 7_245_016;

/** Holds the removal lock until the transaction ends. */
export async function lockRemoval(transaction: Database): Promise<void> {
  await transaction.execute(sql`select pg_advisory_xact_lock(${removalLockKey})`);
}

async function countRows(db: Database, table: typeof users | typeof drivers | typeof vehicles, where?: SQL) {
  const [row] = await db.select({ value: count() }).from(table).where(where);
  return row?.value ?? 0;
}

export const countDemoAccounts = (db: Database) => countRows(db, users, isDemoAccount);
export const countVehicles = (db: Database) => countRows(db, vehicles);
export const countDrivers = (db: Database) => countRows(db, drivers);

/** Deletes every driver's sign-in and the demo accounts, never an admin; answers how many went. */
export async function deleteDriverAndDemoAccounts(transaction: Database): Promise<number> {
  const deleted = await transaction
    .delete(users)
    .where(and(ne(users.role, 'admin'), or(eq(users.role, 'driver'), isDemoAccount)))
    .returning({ id: users.id });
  return deleted.length;
}
