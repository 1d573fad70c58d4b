import type { Database } from '../../db/client.js';
import type { CurrentUser } from '../../plugins/authentication.js';
import {
  checklistsOfDriversOrSubmitter,
  findDriverOfUser,
  listAvailableDrivers,
  listCrew,
  listCurrentAssignments,
  listSelectableVehicles,
  type ChecklistCondition,
  type VehicleRow,
} from './scope-queries.js';

type Person = { id: number; name: string };
type CrewMember = Person & { available: boolean };

/**
 * What a caller may see and fill in, worked out once per request.
 * - A driver: the vehicles currently assigned to them, themself as the operator, their own checklists.
 * - A supervisor: their crew is the drivers linked to their account by id (`supervisor_id`, see
 *   `features/users/crews.ts`); the name typed on the driver form decides nothing here. They fill
 *   checklists for the vehicles currently assigned to their crew, choosing the operator among the
 *   available drivers (crew first), and see the checklists of their crew and the ones they
 *   submitted. A supervisor without a crew gets no vehicle (a new account must not see other
 *   crews' vehicles) and sees what they submitted.
 * - An admin: every enabled, visible vehicle, every available driver, every checklist.
 */
export type ChecklistScope =
  | { role: 'admin'; userId: number }
  | { role: 'driver'; userId: number; driver: Person | undefined }
  | { role: 'supervisor'; userId: number; name: string; crew: CrewMember[] };

export async function checklistScope(db: Database, caller: CurrentUser): Promise<ChecklistScope> {
  if (caller.role === 'admin') return { role: 'admin', userId: caller.id };
  if (caller.role === 'driver') {
    return { role: 'driver', userId: caller.id, driver: await findDriverOfUser(db, caller.id) };
  }
  return { role: 'supervisor', userId: caller.id, name: caller.name, crew: await listCrew(db, caller.id) };
}

/** Whose current assignments put a vehicle in scope: anyone's (admins) or these drivers'. */
function assignmentDrivers(scope: ChecklistScope): 'any' | number[] {
  if (scope.role === 'admin') return 'any';
  if (scope.role === 'driver') return scope.driver ? [scope.driver.id] : [];
  return scope.crew.filter((member) => member.available).map((member) => member.id);
}

export type ScopeVehicle = VehicleRow & { driverIds: number[] };

/** The vehicles the caller may fill a checklist for (one, when `equipmentNumber` is given). */
export async function listScopeVehicles(
  db: Database,
  scope: ChecklistScope,
  now: Date,
  equipmentNumber?: string,
): Promise<ScopeVehicle[]> {
  const whose = assignmentDrivers(scope);
  if (Array.isArray(whose) && whose.length === 0) return [];
  const rows = await listSelectableVehicles(db, whose, now, equipmentNumber);
  if (rows.length === 0) return [];
  const assignments = await listCurrentAssignments(
    db,
    rows.map((row) => row.id),
    now,
  );
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
  const available = await listAvailableDrivers(db, onlyId);
  if (scope.role === 'admin') return available;
  const crewIds = new Set(scope.crew.map((member) => member.id));
  return [
    ...available.filter((person) => crewIds.has(person.id)),
    ...available.filter((person) => !crewIds.has(person.id)),
  ];
}

/** The checklists the caller may read: everything, their own, or their crew's and their own. */
export function visibleChecklists(scope: ChecklistScope): ChecklistCondition | undefined {
  if (scope.role === 'admin') return undefined;
  if (scope.role === 'driver') {
    return checklistsOfDriversOrSubmitter(scope.driver ? [scope.driver.id] : [], scope.userId);
  }
  return checklistsOfDriversOrSubmitter(
    scope.crew.map((member) => member.id),
    scope.userId,
  );
}
