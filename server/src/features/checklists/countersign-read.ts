import type { FastifyReply } from 'fastify';
import { checklistMessages, countersignMessages, type ToCountersignRow } from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import { findDriverOfUser } from '../../lib/crew-scope-queries.js';
import { crewScope, type CrewScope } from '../../lib/crew-scope.js';
import { AppError } from '../../lib/errors.js';
import { checklistValidUntilOf } from '../../lib/inspection-state-queries.js';
import type { ListPage, PageRequest } from '../../lib/pagination.js';
import { sendStoredFile } from '../../lib/send-stored-file.js';
import type { CurrentUser } from '../../plugins/authentication.js';
import {
  visibleOrCurrentDriverReports,
  findCountersignature,
  findCountersignTarget,
  listToCountersign,
  type CountersignatureRow,
} from './countersign-queries.js';
import { presentCountersignature } from './countersign.js';
import { findChecklist, type ChecklistRow } from './queries.js';
import type { ChecklistCondition } from './scope-queries.js';
import { visibleChecklists } from './scope.js';

/**
 * The checklists a caller may read: what their scope sees (scope.ts) and, for a driver, the valid
 * inspections of the vehicle they drive now, so the next driver can open the report they are
 * asked to countersign (issue 36).
 */
export function readableChecklists(context: AppContext, scope: CrewScope): ChecklistCondition | undefined {
  const visible = visibleChecklists(scope);
  if (visible === undefined || scope.role !== 'driver' || !scope.driver) return visible;
  return visibleOrCurrentDriverReports(visible, scope.driver.id, context.clock.now(), context.clock.today());
}

/** The checklist row the caller may read, or the usual 404. */
export async function readableChecklist(context: AppContext, caller: CurrentUser, id: number) {
  const row = await findChecklist(context.db, id, readableChecklists(context, await crewScope(context.db, caller)));
  if (!row) throw new AppError('not_found', checklistMessages.notFound);
  return row;
}

/**
 * What the detail says of the validity and the countersignatures, and whether the caller may
 * countersign now. `rows` are the checklist's countersignatures and `callerDriver` the caller's
 * driver record, both read once for a page of checklists (detail.ts).
 */
export async function validityFields(
  context: AppContext,
  scope: CrewScope,
  checklist: Pick<ChecklistRow, 'id' | 'validUntil' | 'date' | 'submittedBy' | 'driverId' | 'vehicleId'>,
  rows: CountersignatureRow[],
  callerDriver: { id: number } | undefined,
) {
  const now = context.clock.now();
  const validUntil = checklistValidUntilOf(checklist, context.clock.timeZone);
  const validNow = validUntil.getTime() > now.getTime();
  const driver = mayNeedDriver(context, scope, checklist) ? callerDriver : undefined;
  const drivenNow = driver
    ? (await findCountersignTarget(context.db, checklist.id, driver.id, now))?.drivenByCaller
    : false;
  const mayCountersign =
    driver !== undefined &&
    !rows.some((row) => row.userId === scope.userId) &&
    (checklist.driverId === driver.id || drivenNow === true);
  return {
    valid_until: context.clock.formatDateTime(validUntil),
    valid_now: validNow,
    countersignatures: rows.map((row) => presentCountersignature(row, context)),
    may_countersign: mayCountersign,
  };
}

/** Only a valid inspection someone else submitted may be countersigned: else the caller's driver record is not needed. */
export function mayNeedDriver(
  context: AppContext,
  scope: CrewScope,
  checklist: Pick<ChecklistRow, 'validUntil' | 'date' | 'submittedBy'>,
) {
  const validUntil = checklistValidUntilOf(checklist, context.clock.timeZone);
  return validUntil.getTime() > context.clock.now().getTime() && checklist.submittedBy !== scope.userId;
}

/** `GET api/checklist/to_countersign`: the caller's valid inspections to countersign (none for a caller who is no driver). */
export async function listToCountersignPage(
  context: AppContext,
  caller: CurrentUser,
  page: PageRequest,
): Promise<ListPage<ToCountersignRow>> {
  const driver = await findDriverOfUser(context.db, caller.id);
  if (!driver) return { rows: [], total: 0 };
  const { rows, total } = await listToCountersign(
    context.db,
    { userId: caller.id, driverId: driver.id },
    { now: context.clock.now(), today: context.clock.today() },
    page,
  );
  return {
    rows: rows.map((row) => ({
      id: row.id,
      vehicle_id: row.vehicleId,
      equipment_number: row.equipmentNumber,
      vehicle_type: row.vehicleType,
      operator: row.operator,
      inspected_by: row.inspectedBy,
      // The inspection was made when it was signed (a phone may send it later): its validity runs from then.
      inspected_at: context.clock.formatDateTime(row.signedAt ?? row.createdAt),
      valid_until: context.clock.formatDateTime(checklistValidUntilOf(row, context.clock.timeZone)),
      has_issue: row.hasIssue,
    })),
    total,
  };
}

/** A drawn countersignature (PNG), for whoever may read the checklist. */
export async function sendCountersignatureSignature(
  context: AppContext,
  reply: FastifyReply,
  caller: CurrentUser,
  checklistId: number,
  id: number,
) {
  await readableChecklist(context, caller, checklistId);
  const row = await findCountersignature(context.db, checklistId, id);
  if (!row?.signatureKey) throw new AppError('not_found', countersignMessages.countersignatureNotFound);
  return sendStoredFile(reply, context.files, row.signatureKey, `checklist-${checklistId}-countersignature-${id}.png`);
}
