import type { Database } from '../../db/client.js';
import { listScopeVehicleRows, scopeDriverIds, type CrewScope } from '../../lib/crew-scope.js';
import type { VehicleRow } from '../../lib/crew-scope-queries.js';
import {
  checklistsOfDriversOrSubmitter,
  listAvailableDrivers,
  listCurrentAssignments,
  type ChecklistCondition,
} from './scope-queries.js';

type Person = { id: number; name: string };

/**
 * What a caller may fill in and read, from the crew scope (`lib/crew-scope.ts`, the one place the
 * crew rule lives):
 * - A driver: the vehicles currently assigned to them, themself as the operator, their own checklists.
 * - A supervisor: the vehicles currently assigned to their crew, an available crew driver as the
 *   operator, and the checklists of their crew and the ones they submitted.
 * - An admin: every enabled, visible vehicle, every available driver, every checklist.
 */

export type ScopeVehicle = VehicleRow & { driverIds: number[] };

/** The vehicles the caller may fill a checklist for (one, when `equipmentNumber` is given). */
export async function listScopeVehicles(
  db: Database,
  scope: CrewScope,
  now: Date,
  equipmentNumber?: string,
): Promise<ScopeVehicle[]> {
  const rows = await listScopeVehicleRows(db, scope, now, equipmentNumber);
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
 * Who may be named as the operator: the driver themself, the available drivers of a supervisor's
 * crew, or any available driver for an admin. `onlyId` reads just that driver when the form names
 * one, rather than the whole roster.
 */
export async function listOperators(db: Database, scope: CrewScope, onlyId?: number): Promise<Person[]> {
  if (scope.role === 'driver') return scope.driver ? [scope.driver] : [];
  if (scope.role === 'admin') return listAvailableDrivers(db, onlyId);
  return scope.crew
    .filter((member) => member.available && (onlyId === undefined || member.id === onlyId))
    .map(({ id, name }) => ({ id, name }));
}

/** The checklists the caller may read: everything, their own, or their crew's and their own. */
export function visibleChecklists(scope: CrewScope): ChecklistCondition | undefined {
  const driverIds = scopeDriverIds(scope);
  return driverIds === 'any' ? undefined : checklistsOfDriversOrSubmitter(driverIds, scope.userId);
}
