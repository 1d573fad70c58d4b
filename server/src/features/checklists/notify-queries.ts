import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { checklists, drivers, users, vehicleAssignments } from '../../db/schema/index.js';
import { runningAt } from '../vehicles/index.js';

/**
 * The emails of the vehicle's supervisors: the enabled supervisor accounts whose crew holds the
 * checklist's operator or a driver currently assigned to the checklist's vehicle.
 */
export async function listVehicleSupervisorEmails(db: Database, checklistId: number, now: Date): Promise<string[]> {
  const crewDrivers = sql`(
    select ${checklists.driverId} from ${checklists} where ${checklists.id} = ${checklistId}
    union
    select ${vehicleAssignments.driverId} from ${vehicleAssignments}
    where ${vehicleAssignments.vehicleId} = (select ${checklists.vehicleId} from ${checklists} where ${checklists.id} = ${checklistId})
      and ${runningAt(now)}
  )`;
  const rows = await db
    .selectDistinct({ id: users.id, email: users.email })
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.supervisorId))
    .where(and(inArray(drivers.id, crewDrivers), eq(users.role, 'supervisor'), eq(users.enabled, true)))
    .orderBy(asc(users.id));
  return rows.map((row) => row.email);
}
