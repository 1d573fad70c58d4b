import { maintenanceMessages, type ServiceCompletion, type ServiceCompletionInput } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError, notFound, type FieldErrors } from '../../lib/errors.js';
import { runOnce, type IdempotencyClaim, type KeepKey, type Outcome } from '../../lib/idempotency.js';
import { findCompletion, insertCompletion, vehicleExists, type CompletionRow } from './completion-queries.js';
import { findServiceTask, taskAppliesToVehicle } from './task-queries.js';

/** Why a vehicle cannot have this task (it does not exist, or does not apply to it); undefined when it can. */
export async function serviceTaskProblem(
  db: Database,
  taskId: number | undefined,
  vehicleId: number,
): Promise<string | undefined> {
  if (taskId === undefined) return undefined;
  if (!(await findServiceTask(db, taskId))) return maintenanceMessages.taskInvalid;
  if (!(await taskAppliesToVehicle(db, taskId, vehicleId))) return maintenanceMessages.taskNotForVehicle;
  return undefined;
}

export function toCompletion(row: CompletionRow): ServiceCompletion {
  return {
    id: row.id,
    vehicle_id: row.vehicleId,
    service_task_id: row.serviceTaskId,
    done_on: row.doneOn,
    odometer: row.odometer,
    hours: row.hours,
    notes: row.notes,
  };
}

/** What a completion says, and the names its form gives the fields (an appointment says `done_odometer`). */
export type CompletionCheck = {
  vehicleId: number;
  serviceTaskId: number;
  doneOn: string;
  odometer: number | undefined;
  /** Engine hours (issue 37); an appointment gives none. */
  hours?: number | undefined;
  fields: { vehicle: string; task: string; doneOn: string; odometer: string; hours?: string };
};

/**
 * A completion must name a vehicle and a task that applies to it, be done by today (business
 * day), and give the odometer when the task counts km: without it the km would never reset.
 * Every problem is answered at once, under its own field.
 */
export async function checkCompletion(db: Database, today: string, check: CompletionCheck): Promise<void> {
  const vehicle = await vehicleExists(db, check.vehicleId);
  const task = await findServiceTask(db, check.serviceTaskId);
  const errors: FieldErrors = {};
  if (!vehicle) errors[check.fields.vehicle] = [maintenanceMessages.vehicleInvalid];
  const problem = vehicle ? await serviceTaskProblem(db, check.serviceTaskId, check.vehicleId) : undefined;
  if (problem) errors[check.fields.task] = [problem];
  else if (!task) errors[check.fields.task] = [maintenanceMessages.taskInvalid];
  if (check.doneOn > today) errors[check.fields.doneOn] = [maintenanceMessages.doneOnFuture];
  if (task?.intervalKm && check.odometer === undefined) {
    errors[check.fields.odometer] = [maintenanceMessages.odometerRequired];
  }
  if (task?.intervalHours && check.fields.hours && check.hours === undefined) {
    errors[check.fields.hours] = [maintenanceMessages.hoursRequired];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError('validation', first, errors);
}

/**
 * `POST api/maintenance/completions`: an admin records a service done by hand (say, before the
 * app), at most once per request id (`Idempotency-Key`): a retry after a lost answer gets the
 * completion already recorded, with `replayed` set, and the task's next due counts from it once.
 */
export function recordCompletion(
  context: AppContext,
  input: ServiceCompletionInput,
  actorId: number,
  claim?: IdempotencyClaim,
): Promise<Outcome<ServiceCompletion>> {
  return runOnce(
    context.db,
    claim,
    (keep) => insertNewCompletion(context, input, actorId, keep),
    async (id) => {
      const row = await findCompletion(context.db, id);
      if (!row) throw notFound('Service completion');
      return toCompletion(row);
    },
  );
}

async function insertNewCompletion(
  context: AppContext,
  input: ServiceCompletionInput,
  actorId: number,
  keep: KeepKey,
): Promise<ServiceCompletion> {
  return context.db.transaction(async (transaction) => {
    await checkCompletion(transaction, context.clock.today(), {
      vehicleId: input.vehicle_id,
      serviceTaskId: input.service_task_id,
      doneOn: input.done_on,
      odometer: input.odometer,
      hours: input.hours,
      fields: {
        vehicle: 'vehicle_id',
        task: 'service_task_id',
        doneOn: 'done_on',
        odometer: 'odometer',
        hours: 'hours',
      },
    });
    const created = await insertCompletion(transaction, {
      serviceTaskId: input.service_task_id,
      vehicleId: input.vehicle_id,
      doneOn: input.done_on,
      odometer: input.odometer ?? null,
      hours: input.hours ?? null,
      notes: input.notes ?? null,
      createdBy: actorId,
      createdAt: context.clock.now(),
    });
    await keep(transaction, created.id);
    const after = toCompletion(created);
    await recordAudit(transaction, {
      actorId,
      action: 'create',
      entity: 'service_completion',
      entityId: created.id,
      after,
    });
    return after;
  });
}
