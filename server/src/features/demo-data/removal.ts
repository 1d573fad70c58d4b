import type { DemoDataRemoval, DemoDataStatus } from '@fleet-ops/shared';
import type { Database } from '../../db/client.js';
import { recordAudit } from '../../lib/audit.js';
import {
  countDemoAccounts,
  countDrivers,
  countVehicles,
  deleteDriverAndDemoAccounts,
  emptyFleetTables,
  lockRemoval,
} from './queries.js';

/** Whether demo accounts (which sign in with a published password) are still there. */
export async function demoDataStatus(db: Database): Promise<DemoDataStatus> {
  const accounts = await countDemoAccounts(db);
  return { present: accounts > 0, accounts };
}

/**
 * Removes the demo data in one transaction: every vehicle, driver and fleet record (what the seed
 * writes), the drivers' sign-ins and the demo supervisors. Admins, other supervisor accounts,
 * lookups (locations, appointment types, rates) and the audit trail stay, and the removal itself
 * is audited. Does nothing when no demo account is left, so a database that never had demo data,
 * or a second call, loses nothing.
 */
export async function removeDemoData(db: Database, actorId: number | null): Promise<DemoDataRemoval> {
  return db.transaction(async (transaction) => {
    await lockRemoval(transaction);
    const { present } = await demoDataStatus(transaction);
    if (!present) return { removed: false, vehicles: 0, drivers: 0, accounts: 0 };
    const removed = { vehicles: await countVehicles(transaction), drivers: await countDrivers(transaction) };
    await emptyFleetTables(transaction, { restartNumbering: false });
    const accounts = await deleteDriverAndDemoAccounts(transaction);
    const result = { removed: true, ...removed, accounts };
    await recordAudit(transaction, { actorId, action: 'delete', entity: 'demo_data', entityId: 'demo', after: result });
    return result;
  });
}
