import type { AppContext } from '../app-context.js';
import type { Database } from '../db/client.js';
import type { CurrentUser } from '../plugins/authentication.js';
import { findDriverOfUser, listCrew, listSelectableVehicles, type VehicleRow } from './crew-scope-queries.js';

type Person = { id: number; name: string };
type CrewMember = Person & { available: boolean };

/**
 * Whose drivers and vehicles a caller may see, worked out once per request. The checklists, fuel,
 * defects, the driver and vehicle lookups and the assignments all read it, so a crew means the
 * same everywhere (docs/checklists.md).
 * - An admin: every driver and every enabled, visible vehicle.
 * - A driver: themself and the vehicles currently assigned to them.
 * - A supervisor: their crew, the drivers linked to their account by id (`supervisor_id`, see
 *   `features/users/crews.ts`; the name typed on the driver form decides nothing here), and the
 *   vehicles currently assigned to an available crew driver. A supervisor without a crew gets no
 *   one: a new account must not see other crews' drivers or vehicles.
 */
export type CrewScope =
  | { role: 'admin'; userId: number }
  | { role: 'driver'; userId: number; driver: Person | undefined }
  | { role: 'supervisor'; userId: number; name: string; crew: CrewMember[] };

export async function crewScope(db: Database, caller: CurrentUser): Promise<CrewScope> {
  if (caller.role === 'admin') return { role: 'admin', userId: caller.id };
  if (caller.role === 'driver') {
    return { role: 'driver', userId: caller.id, driver: await findDriverOfUser(db, caller.id) };
  }
  return { role: 'supervisor', userId: caller.id, name: caller.name, crew: await listCrew(db, caller.id) };
}

/** The drivers the scope may see: anyone (admins), the driver themself, or the whole crew. */
export function scopeDriverIds(scope: CrewScope): 'any' | number[] {
  if (scope.role === 'admin') return 'any';
  if (scope.role === 'driver') return scope.driver ? [scope.driver.id] : [];
  return scope.crew.map((member) => member.id);
}

/** Whose current assignments put a vehicle in scope: anyone's, the driver's, or the crew's available drivers'. */
function assignmentDriverIds(scope: CrewScope): 'any' | number[] {
  if (scope.role !== 'supervisor') return scopeDriverIds(scope);
  return scope.crew.filter((member) => member.available).map((member) => member.id);
}

/** The enabled, visible vehicles in scope by equipment number (one, when `equipmentNumber` is given). */
export async function listScopeVehicleRows(
  db: Database,
  scope: CrewScope,
  now: Date,
  equipmentNumber?: string,
): Promise<VehicleRow[]> {
  const whose = assignmentDriverIds(scope);
  if (Array.isArray(whose) && whose.length === 0) return [];
  return listSelectableVehicles(db, whose, now, equipmentNumber);
}

/** The ids of the vehicles the caller may fill a checklist or a fill-up for now (admins: every enabled, visible one). */
export async function scopeVehicleIds(context: AppContext, caller: CurrentUser): Promise<number[]> {
  const rows = await listScopeVehicleRows(context.db, await crewScope(context.db, caller), context.clock.now());
  return rows.map((row) => row.id);
}

/** The vehicles whose records the caller may read, as a list filter: `'any'` for admins, who read hidden and disabled ones too. */
export async function readableVehicleIds(context: AppContext, caller: CurrentUser): Promise<'any' | number[]> {
  if (caller.role === 'admin') return 'any';
  return scopeVehicleIds(context, caller);
}

/** The drivers whose records the caller may read, as a list filter: `'any'` for admins. */
export async function readableDriverIds(db: Database, caller: CurrentUser): Promise<'any' | number[]> {
  return scopeDriverIds(await crewScope(db, caller));
}
