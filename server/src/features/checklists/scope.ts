import { and, asc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { checklists, drivers, vehicleAssignments, vehicles } from '../../db/schema/index.js';
import type { CurrentUser } from '../../plugins/authentication.js';

type Person = { id: number; name: string };
type CrewMember = Person & { available: boolean };

/**
 * What a caller may see and fill in, worked out once per request.
 * - A driver: the vehicles currently assigned to them, themself as the operator, their own checklists.
 * - A supervisor: their crew is the drivers whose `supervisor` text is the supervisor's name
 *   (case and outer spaces ignored). They fill checklists for the vehicles currently assigned to
 *   their crew, choosing the operator among the available drivers (crew first), and see the
 *   checklists of their crew and the ones they submitted. A supervisor nobody names yet gets
 *   every enabled, visible vehicle with a current assignment, and sees what they submitted.
 * - An admin: every enabled, visible vehicle, every available driver, every checklist.
 */
export type ChecklistScope =
  | { role: 'admin'; userId: number }
  | { role: 'driver'; userId: number; driver: Person | undefined }
  | { role: 'supervisor'; userId: number; name: string; crew: CrewMember[] };

export async function checklistScope(db: Database, caller: CurrentUser): Promise<ChecklistScope> {
  if (caller.role === 'admin') return { role: 'admin', userId: caller.id };
  if (caller.role === 'driver') {
    const [driver] = await db
      .select({ id: drivers.id, name: drivers.name })
      .from(drivers)
      .where(eq(drivers.userId, caller.id))
      .limit(1);
    return { role: 'driver', userId: caller.id, driver };
  }
  const crew = await db
    .select({
      id: drivers.id,
      name: drivers.name,
      available: sql<boolean>`(${drivers.enabled} and not ${drivers.archived})`,
    })
    .from(drivers)
    .where(sql`lower(btrim(${drivers.supervisor})) = lower(btrim(${caller.name}))`)
    .orderBy(sql`lower(${drivers.name})`, drivers.id);
  return { role: 'supervisor', userId: caller.id, name: caller.name, crew };
}

/** Not ended, started, and not run out at `now`. */
export function currentAssignment(now: Date): SQL {
  return and(
    isNull(vehicleAssignments.endedAt),
    lte(vehicleAssignments.assignedFrom, now),
    or(isNull(vehicleAssignments.assignedTo), gt(vehicleAssignments.assignedTo, now)),
  )!;
}

/** A vehicle a form may offer: enabled and not hidden. */
const selectable = and(eq(vehicles.enabled, true), eq(vehicles.status, 'active'))!;

/** Whose current assignments put a vehicle in scope: nobody's (admins), anybody's, or these drivers'. */
function assignmentDrivers(scope: ChecklistScope): 'none-needed' | 'anyone' | number[] {
  if (scope.role === 'admin') return 'none-needed';
  if (scope.role === 'driver') return scope.driver ? [scope.driver.id] : [];
  const crew = scope.crew.filter((member) => member.available).map((member) => member.id);
  return scope.crew.length === 0 ? 'anyone' : crew;
}

export type ScopeVehicle = typeof vehicles.$inferSelect & { driverIds: number[] };

/** The vehicles the caller may fill a checklist for (one, when `equipmentNumber` is given). */
export async function listScopeVehicles(
  db: Database,
  scope: ChecklistScope,
  now: Date,
  equipmentNumber?: string,
): Promise<ScopeVehicle[]> {
  const whose = assignmentDrivers(scope);
  if (Array.isArray(whose) && whose.length === 0) return [];
  const assigned =
    whose === 'none-needed'
      ? undefined
      : sql`exists (select 1 from ${vehicleAssignments} where ${vehicleAssignments.vehicleId} = ${vehicles.id}
          and ${currentAssignment(now)}
          ${whose === 'anyone' ? sql`` : sql`and ${inArray(vehicleAssignments.driverId, whose)}`})`;
  const rows = await db
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
  if (rows.length === 0) return [];
  const assignments = await db
    .select({ vehicleId: vehicleAssignments.vehicleId, driverId: vehicleAssignments.driverId })
    .from(vehicleAssignments)
    .where(
      and(
        inArray(
          vehicleAssignments.vehicleId,
          rows.map((row) => row.id),
        ),
        currentAssignment(now),
      ),
    )
    .orderBy(asc(vehicleAssignments.slot), asc(vehicleAssignments.assignedFrom));
  return rows.map((row) => ({
    ...row,
    driverIds: assignments.filter((entry) => entry.vehicleId === row.id).map((entry) => entry.driverId),
  }));
}

/**
 * Who may be named as the operator: the driver themself, or the available drivers (crew first).
 * `onlyId` reads just that driver when the form names one, rather than the whole roster.
 */
export async function listOperators(db: Database, scope: ChecklistScope, onlyId?: number): Promise<Person[]> {
  if (scope.role === 'driver') return scope.driver ? [scope.driver] : [];
  const available = await db
    .select({ id: drivers.id, name: drivers.name })
    .from(drivers)
    .where(
      and(
        eq(drivers.enabled, true),
        eq(drivers.archived, false),
        onlyId === undefined ? undefined : eq(drivers.id, onlyId),
      ),
    )
    .orderBy(sql`lower(${drivers.name})`, drivers.id);
  if (scope.role === 'admin') return available;
  const crewIds = new Set(scope.crew.map((member) => member.id));
  return [
    ...available.filter((person) => crewIds.has(person.id)),
    ...available.filter((person) => !crewIds.has(person.id)),
  ];
}

/** The checklists the caller may read: everything, their own, or their crew's and their own. */
export function visibleChecklists(scope: ChecklistScope): SQL | undefined {
  if (scope.role === 'admin') return undefined;
  if (scope.role === 'driver') {
    return scope.driver
      ? or(eq(checklists.driverId, scope.driver.id), eq(checklists.submittedBy, scope.userId))
      : eq(checklists.submittedBy, scope.userId);
  }
  const crewIds = scope.crew.map((member) => member.id);
  return crewIds.length === 0
    ? eq(checklists.submittedBy, scope.userId)
    : or(eq(checklists.submittedBy, scope.userId), inArray(checklists.driverId, crewIds));
}
