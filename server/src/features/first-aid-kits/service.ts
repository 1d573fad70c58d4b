import { kitExpiryStatus, safetyMessages, type FirstAidKit, type FirstAidKitInput } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { recordAudit } from '../../lib/audit.js';
import { runOnce, type IdempotencyClaim, type KeepKey, type Outcome } from '../../lib/idempotency.js';
import { fieldError, notFound } from '../../lib/errors.js';
import {
  deleteFirstAidKit,
  findFirstAidKit,
  insertFirstAidKit,
  listFirstAidKits,
  updateFirstAidKit,
  vehicleExists,
  type FirstAidKitQueryRow,
} from './queries.js';

/** Parent type and vehicle type are the vehicle's own, whatever a client sent with the kit. */
export function toFirstAidKit(row: FirstAidKitQueryRow, today: string): FirstAidKit {
  const { kit } = row;
  const expiryMonth = kit.expiryMonth.slice(0, 7);
  return {
    id: kit.id,
    vehicle_id: kit.vehicleId,
    equipment_number: row.equipmentNumber,
    vehicle_parent_type: row.vehicleParentType,
    vehicle_type: row.vehicleType,
    expiry_date: expiryMonth,
    type: kit.type,
    expiry_status: kitExpiryStatus(expiryMonth, today),
  };
}

export async function getFirstAidKit(context: AppContext, id: number, db: Database = context.db) {
  const row = await findFirstAidKit(db, id);
  if (!row) throw notFound('First aid kit');
  return toFirstAidKit(row, context.clock.today());
}

export async function listFirstAidKitRows(context: AppContext) {
  const today = context.clock.today();
  return (await listFirstAidKits(context.db)).map((row) => toFirstAidKit(row, today));
}

/** Kits expire with their month, stored as that month's first day. */
async function columns(db: Database, input: FirstAidKitInput) {
  if (!(await vehicleExists(db, input.vehicle_id))) throw fieldError('vehicle_id', safetyMessages.vehicleInvalid);
  return { vehicleId: input.vehicle_id, expiryMonth: `${input.expiry_date}-01`, type: input.type };
}

/** `keep` records a request id with the new row, in the same transaction (see `addFirstAidKit`). */
export async function createFirstAidKit(context: AppContext, input: FirstAidKitInput, actorId: number, keep?: KeepKey) {
  const now = context.clock.now();
  return context.db.transaction(async (transaction) => {
    const created = await insertFirstAidKit(transaction, {
      ...(await columns(transaction, input)),
      createdAt: now,
      updatedAt: now,
    });
    await keep?.(transaction, created.id);
    const after = await getFirstAidKit(context, created.id, transaction);
    await recordAudit(transaction, { actorId, action: 'create', entity: 'first_aid_kit', entityId: after.id, after });
    return after;
  });
}

/**
 * `POST api/first_aid_kits`, at most once per request id (`Idempotency-Key`): a retry after a lost
 * answer gets the kit already added, with `replayed` set, not a second one.
 */
export function addFirstAidKit(
  context: AppContext,
  input: FirstAidKitInput,
  actorId: number,
  claim: IdempotencyClaim | undefined,
): Promise<Outcome<FirstAidKit>> {
  return runOnce(
    context.db,
    claim,
    (keep) => createFirstAidKit(context, input, actorId, keep),
    (id) => getFirstAidKit(context, id),
  );
}

export async function changeFirstAidKit(context: AppContext, id: number, input: FirstAidKitInput, actorId: number) {
  const now = context.clock.now();
  return context.db.transaction(async (transaction) => {
    const before = await getFirstAidKit(context, id, transaction);
    await updateFirstAidKit(transaction, id, { ...(await columns(transaction, input)), updatedAt: now });
    const after = await getFirstAidKit(context, id, transaction);
    await recordAudit(transaction, { actorId, action: 'update', entity: 'first_aid_kit', entityId: id, before, after });
    return after;
  });
}

export async function removeFirstAidKit(context: AppContext, id: number, actorId: number) {
  await context.db.transaction(async (transaction) => {
    const before = await getFirstAidKit(context, id, transaction);
    await deleteFirstAidKit(transaction, id);
    await recordAudit(transaction, { actorId, action: 'delete', entity: 'first_aid_kit', entityId: id, before });
  });
}
