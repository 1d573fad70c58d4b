import { and, asc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { drivers, vehicleAssignments, vehicles } from '../db/schema/index.js';
import { nameOrder } from './name-order-queries.js';

type Person = { id: number; name: string };

export type VehicleRow = typeof vehicles.$inferSelect;

/** The driver record of a driver's account, if any. */
export async function findDriverOfUser(db: Database, userId: number): Promise<Person | undefined> {
  const [driver] = await db
    .select({ id: drivers.id, name: drivers.name })
    .from(drivers)
    .where(eq(drivers.userId, userId))
    .limit(1);
  return driver;
}

/** A supervisor's crew, by name, each marked available (enabled and not archived). */
export async function listCrew(db: Database, supervisorId: number) {
  return db
    .select({
      id: drivers.id,
      name: drivers.name,
      available: sql<boolean>`(${drivers.enabled} and not ${drivers.archived})`,
    })
    .from(drivers)
    .where(eq(drivers.supervisorId, supervisorId))
    .orderBy(nameOrder(drivers.name), drivers.id);
}

/** Not ended, started, and not run out at `now`. */
export function currentAssignment(now: Date): SQL {
  return and(
    isNull(vehicleAssignments.endedAt),
    lte(vehicleAssignments.assignedFrom, now),
    or(isNull(vehicleAssignments.assignedTo), gt(vehicleAssignments.assignedTo, now)),
  )!;
}

/** A vehicle a form or a chooser may offer: enabled and not hidden. */
const selectable = and(eq(vehicles.enabled, true), eq(vehicles.status, 'active'))!;

/**
 * The selectable vehicles by equipment number (one, when `equipmentNumber` is given), all of them
 * or only those currently assigned to one of `driverIds`.
 */
export async function listSelectableVehicles(
  db: Database,
  driverIds: 'any' | number[],
  now: Date,
  equipmentNumber?: string,
): Promise<VehicleRow[]> {
  const assigned =
    driverIds === 'any'
      ? undefined
      : sql`exists (select 1 from ${vehicleAssignments} where ${vehicleAssignments.vehicleId} = ${vehicles.id}
          and ${currentAssignment(now)} and ${inArray(vehicleAssignments.driverId, driverIds)})`;
  return db
    .select()
    .from(vehicles)
    .where(
      and(
        selectable,
        assigned,
        equipmentNumber === undefined ? undefined : eq(vehicles.equipmentNumber, equipmentNumber),
      ),
    )
    .orderBy(asc(vehicles.equipmentNumber));
}
