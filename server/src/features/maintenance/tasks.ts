import { maintenanceMessages, serviceTaskDefaults, type ServiceTask, type ServiceTaskInput } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { recordAudit } from '../../lib/audit.js';
import { isUniqueViolation } from '../../lib/database-errors.js';
import { AppError, fieldError } from '../../lib/errors.js';
import type { ListPage, PageRequest } from '../../lib/pagination.js';
import {
  chosenVehicleIds,
  countVehicles,
  archiveServiceTask,
  findServiceTask,
  insertServiceTask,
  listServiceTasks,
  nameTaken,
  replaceChosenVehicles,
  updateServiceTask,
  type ServiceTaskRow,
} from './task-queries.js';

export function toServiceTask(context: AppContext, row: ServiceTaskRow, vehicleIds: number[]): ServiceTask {
  return {
    id: row.id,
    name: row.name,
    interval_days: row.intervalDays,
    interval_months: row.intervalMonths,
    interval_km: row.intervalKm,
    interval_hours: row.intervalHours,
    due_soon_days: row.dueSoonDays,
    due_soon_km: row.dueSoonKm,
    due_soon_hours: row.dueSoonHours,
    applies_to: row.appliesTo,
    vehicle_parent_type: row.vehicleParentType,
    vehicle_ids: vehicleIds,
    created_at: context.clock.formatDateTime(row.createdAt),
  };
}

export const taskNotFound = () => new AppError('not_found', maintenanceMessages.taskNotFound);

export async function listServiceTaskPage(
  context: AppContext,
  search: string | undefined,
  request: PageRequest,
): Promise<ListPage<ServiceTask>> {
  const { rows, total } = await listServiceTasks(context.db, search, request);
  const chosen = await chosenVehicleIds(
    context.db,
    rows.map((row) => row.id),
  );
  return { rows: rows.map((row) => toServiceTask(context, row, chosen.get(row.id) ?? [])), total };
}

export async function getServiceTask(context: AppContext, id: number, db: Database = context.db) {
  const row = await findServiceTask(db, id);
  if (!row) throw taskNotFound();
  const chosen = await chosenVehicleIds(db, [id]);
  return toServiceTask(context, row, chosen.get(id) ?? []);
}

/** The row's values: the interval units given, the scope's one detail, the default thresholds. */
function taskValues(input: ServiceTaskInput) {
  return {
    name: input.name,
    intervalDays: input.interval_days ?? null,
    intervalMonths: input.interval_months ?? null,
    intervalKm: input.interval_km ?? null,
    intervalHours: input.interval_hours ?? null,
    dueSoonDays: input.due_soon_days ?? serviceTaskDefaults.due_soon_days,
    dueSoonKm: input.due_soon_km ?? serviceTaskDefaults.due_soon_km,
    dueSoonHours: input.due_soon_hours ?? serviceTaskDefaults.due_soon_hours,
    appliesTo: input.applies_to,
    vehicleParentType: input.applies_to === 'parent_type' ? input.vehicle_parent_type! : null,
  };
}

/** The chosen vehicles, once each, when the task applies to chosen vehicles; they must all exist. */
async function chosenVehicles(db: Database, input: ServiceTaskInput): Promise<number[]> {
  if (input.applies_to !== 'vehicles') return [];
  const ids = [...new Set(input.vehicle_ids ?? [])];
  if ((await countVehicles(db, ids)) !== ids.length)
    throw fieldError('vehicle_ids', maintenanceMessages.vehicleUnknown);
  return ids;
}

async function guardName(db: Database, name: string, exceptId?: number) {
  if (await nameTaken(db, name, exceptId)) throw fieldError('name', maintenanceMessages.nameTaken);
}

/** The name check runs first for a clear answer; the unique index settles two saves racing. */
async function guardUnique<Result>(work: () => Promise<Result>): Promise<Result> {
  try {
    return await work();
  } catch (error) {
    throw isUniqueViolation(error) ? fieldError('name', maintenanceMessages.nameTaken) : error;
  }
}

export async function createServiceTask(context: AppContext, input: ServiceTaskInput, actorId: number) {
  // The creation time is the clock's: a task never done counts from its creation day.
  const now = context.clock.now();
  return guardUnique(() =>
    context.db.transaction(async (transaction) => {
      await guardName(transaction, input.name);
      const vehicleIds = await chosenVehicles(transaction, input);
      const created = await insertServiceTask(transaction, { ...taskValues(input), createdAt: now, updatedAt: now });
      await replaceChosenVehicles(transaction, created.id, vehicleIds);
      const after = toServiceTask(context, created, vehicleIds);
      await recordAudit(transaction, {
        actorId,
        action: 'create',
        entity: 'service_task',
        entityId: created.id,
        after,
      });
      return after;
    }),
  );
}

export async function changeServiceTask(context: AppContext, id: number, input: ServiceTaskInput, actorId: number) {
  const now = context.clock.now();
  return guardUnique(() =>
    context.db.transaction(async (transaction) => {
      const before = await getServiceTask(context, id, transaction);
      await guardName(transaction, input.name, id);
      const vehicleIds = await chosenVehicles(transaction, input);
      await updateServiceTask(transaction, id, { ...taskValues(input), updatedAt: now });
      await replaceChosenVehicles(transaction, id, vehicleIds);
      const after = await getServiceTask(context, id, transaction);
      await recordAudit(transaction, {
        actorId,
        action: 'update',
        entity: 'service_task',
        entityId: id,
        before,
        after,
      });
      return after;
    }),
  );
}

/**
 * Deleting a task archives it (issue 37): its completions are maintenance records, kept as history
 * (work orders still name it); it leaves the lists and the due dates, and its name is free again.
 */
export async function removeServiceTask(context: AppContext, id: number, actorId: number) {
  await context.db.transaction(async (transaction) => {
    const before = await getServiceTask(context, id, transaction);
    await archiveServiceTask(transaction, id, context.clock.now());
    await recordAudit(transaction, { actorId, action: 'archive', entity: 'service_task', entityId: id, before });
  });
}
