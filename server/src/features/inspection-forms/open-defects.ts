import type { VehicleOpenDefect } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { scopeVehicleIds } from '../../lib/crew-scope.js';
import { notFound } from '../../lib/errors.js';
import type { CurrentUser } from '../../plugins/authentication.js';
import { findVehicleRow } from '../vehicles/index.js';
import { listVehicleOpenDefects, type OpenDefectRow } from './open-defect-queries.js';
import type { VersionRow } from './queries.js';
import { currentFormOf } from './read.js';

/** Until every occurrence keeps its code apart (migration 0014), an older note starts with it: `1.A: note`. */
function noteWithoutCode(note: string | null, code: string | null): string | null {
  if (note === null || code === null) return note;
  if (note === code) return null;
  return note.startsWith(`${code}: `) ? note.slice(code.length + 2) : note;
}

function present(context: AppContext, row: OpenDefectRow, version: VersionRow | null | undefined): VehicleOpenDefect {
  const { defect } = row;
  const item = version?.sections.flatMap((section) => section.items).find((entry) => entry.key === defect.item);
  const description = item?.defects.find((entry) => entry.code === defect.code);
  return {
    id: defect.id,
    item: defect.item,
    item_label: item?.label ?? null,
    item_label_fr: item?.label_fr ?? null,
    code: defect.code,
    description: description?.text ?? null,
    description_fr: description?.text_fr ?? null,
    class: defect.severity,
    status: defect.status,
    reported_at: context.clock.formatDateTime(defect.reportedAt),
    last_reported_at: context.clock.formatDateTime(row.lastReportedAt ?? defect.reportedAt),
    last_note: noteWithoutCode(row.lastNote, defect.code),
    occurrences: Number(row.occurrences),
  };
}

/**
 * `GET api/vehicles/{id}/open_defects`: what the next driver must know before inspecting. Read by
 * whoever may inspect the vehicle (an admin, its driver, their supervisor); another crew's vehicle
 * is a 404, as an unknown id. Labels and descriptions come from the vehicle's current form.
 */
export async function readVehicleOpenDefects(
  context: AppContext,
  caller: CurrentUser,
  vehicleId: number,
): Promise<VehicleOpenDefect[]> {
  const vehicle = await findVehicleRow(context.db, vehicleId);
  if (!vehicle) throw notFound('Vehicle');
  if (caller.role !== 'admin' && !(await scopeVehicleIds(context, caller)).includes(vehicleId)) {
    throw notFound('Vehicle');
  }
  const [rows, current] = await Promise.all([
    listVehicleOpenDefects(context.db, vehicleId),
    currentFormOf(context.db, vehicle),
  ]);
  return rows.map((row) => present(context, row, current?.latest));
}
