import {
  addCalendarMonths,
  inspectionExpiryStatus,
  safetyMessages,
  type FireInspection,
  type FireInspectionInput,
  type FireInspectionSort,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { recordAudit } from '../../lib/audit.js';
import { runOnce, type IdempotencyClaim, type KeepKey, type Outcome } from '../../lib/idempotency.js';
import { fieldError, notFound } from '../../lib/errors.js';
import type { ListPage, PageRequest } from '../../lib/pagination.js';
import {
  deleteFireInspection,
  findFireInspection,
  insertFireInspection,
  inspectionConditions,
  listFireInspections,
  updateFireInspection,
  vehicleExists,
  type FireInspectionOrder,
  type FireInspectionQueryRow,
} from './queries.js';

/** The vehicle's equipment number and types are read from the vehicle, never stored twice. */
export function toFireInspection(row: FireInspectionQueryRow, today: string): FireInspection {
  const { inspection } = row;
  return {
    id: inspection.id,
    vehicle_id: inspection.vehicleId,
    equipment_number: row.equipmentNumber,
    vehicle_parent_type: row.vehicleParentType,
    vehicle_type: row.vehicleType,
    manufacture_year: inspection.manufactureYear,
    inspection_month: inspection.inspectionMonth,
    inspection_expiry_date: inspection.inspectionExpiryDate,
    expiry_status: inspectionExpiryStatus(inspection.inspectionExpiryDate, today),
  };
}

export function inspectionOrder(sort: FireInspectionSort): FireInspectionOrder {
  return { sort: sort.sort ?? 'inspection_expiry_date', direction: sort.sortDir ?? 'asc' };
}

/** The list's filter on the business day: the search, and Home's expired / expiring window. */
export function inspectionFilter(context: AppContext, sort: FireInspectionSort) {
  const today = context.clock.today();
  return inspectionConditions(sort, { today, warnUntil: addCalendarMonths(today, 1) });
}

export async function getFireInspection(context: AppContext, id: number, db: Database = context.db) {
  const row = await findFireInspection(db, id);
  if (!row) throw notFound('Inspection');
  return toFireInspection(row, context.clock.today());
}

export async function listFireInspectionPage(
  context: AppContext,
  sort: FireInspectionSort,
  request: PageRequest,
): Promise<ListPage<FireInspection>> {
  const matching = inspectionFilter(context, sort);
  const { rows, total } = await listFireInspections(context.db, inspectionOrder(sort), matching, request);
  const today = context.clock.today();
  return { rows: rows.map((row) => toFireInspection(row, today)), total };
}

async function columns(db: Database, input: FireInspectionInput) {
  if (!(await vehicleExists(db, input.vehicle_id))) throw fieldError('vehicle_id', safetyMessages.vehicleInvalid);
  return {
    vehicleId: input.vehicle_id,
    manufactureYear: input.manufacture_year,
    inspectionMonth: input.inspection_month,
    inspectionExpiryDate: input.inspection_expiry_date,
  };
}

/** `keep` records a request id with the new row, in the same transaction (see `recordFireInspection`). */
export async function createFireInspection(
  context: AppContext,
  input: FireInspectionInput,
  actorId: number,
  keep?: KeepKey,
) {
  const now = context.clock.now();
  return context.db.transaction(async (transaction) => {
    const created = await insertFireInspection(transaction, {
      ...(await columns(transaction, input)),
      createdAt: now,
      updatedAt: now,
    });
    await keep?.(transaction, created.id);
    const after = await getFireInspection(context, created.id, transaction);
    await recordAudit(transaction, { actorId, action: 'create', entity: 'fire_inspection', entityId: after.id, after });
    return after;
  });
}

/**
 * `POST api/inspections`, at most once per request id (`Idempotency-Key`): a retry after a lost
 * answer gets the inspection already recorded, with `replayed` set, not a second one.
 */
export function recordFireInspection(
  context: AppContext,
  input: FireInspectionInput,
  actorId: number,
  claim: IdempotencyClaim | undefined,
): Promise<Outcome<FireInspection>> {
  return runOnce(
    context.db,
    claim,
    (keep) => createFireInspection(context, input, actorId, keep),
    (id) => getFireInspection(context, id),
  );
}

export async function changeFireInspection(
  context: AppContext,
  id: number,
  input: FireInspectionInput,
  actorId: number,
) {
  const now = context.clock.now();
  return context.db.transaction(async (transaction) => {
    const before = await getFireInspection(context, id, transaction);
    await updateFireInspection(transaction, id, { ...(await columns(transaction, input)), updatedAt: now });
    const after = await getFireInspection(context, id, transaction);
    await recordAudit(transaction, {
      actorId,
      action: 'update',
      entity: 'fire_inspection',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

export async function removeFireInspection(context: AppContext, id: number, actorId: number) {
  await context.db.transaction(async (transaction) => {
    const before = await getFireInspection(context, id, transaction);
    await deleteFireInspection(transaction, id);
    await recordAudit(transaction, { actorId, action: 'delete', entity: 'fire_inspection', entityId: id, before });
  });
}
