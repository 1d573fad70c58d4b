import type { AppContext } from '../../app-context.js';
import type { CurrentUser } from '../../plugins/authentication.js';
import { checklistScope, listScopeVehicles } from './scope.js';

/** The ids of the vehicles the caller may fill a checklist for now (other features reuse the rule). */
export async function checklistScopeVehicleIds(context: AppContext, caller: CurrentUser): Promise<number[]> {
  const scope = await checklistScope(context.db, caller);
  const rows = await listScopeVehicles(context.db, scope, context.clock.now());
  return rows.map((row) => row.id);
}
