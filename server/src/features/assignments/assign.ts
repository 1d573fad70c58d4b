import {
  activityLogTexts,
  assignDriverMessages,
  driverExpiryStatus,
  licenceExpiredMessage,
  type AssignDriverValues,
  type Vehicle,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { businessDateTime, startOfMinute } from '../../lib/business-time.js';
import { fieldError, notFound } from '../../lib/errors.js';
import {
  findDriversForAssignment,
  insertAssignment,
  listOpenVehicleAssignments,
  updateAssignment,
  type OpenVehicleAssignment,
} from './queries.js';
import { logAssignmentChanges, type AssignmentChange } from './changes.js';
import { findVehicleRow, getVehicle, type VehicleRow } from '../vehicles/index.js';

type Slot = 1 | 2 | 3;
const slots: Slot[] = [1, 2, 3];

const runsAt = (row: OpenVehicleAssignment, moment: Date) =>
  row.assignment.assignedFrom.getTime() <= moment.getTime() &&
  (row.assignment.assignedTo === null || row.assignment.assignedTo.getTime() > moment.getTime());

/** The driver each slot has now: of the assignments running, the one that started last. */
function currentBySlot(open: OpenVehicleAssignment[], now: Date): Map<number, OpenVehicleAssignment> {
  const current = new Map<number, OpenVehicleAssignment>();
  for (const row of open.filter((candidate) => runsAt(candidate, now))) {
    const seen = current.get(row.assignment.slot);
    if (!seen || seen.assignment.assignedFrom.getTime() <= row.assignment.assignedFrom.getTime()) {
      current.set(row.assignment.slot, row);
    }
  }
  return current;
}

type Plan = {
  transaction: Database;
  vehicle: VehicleRow;
  open: OpenVehicleAssignment[];
  now: Date;
  changes: AssignmentChange[];
};

/** Ends (at `end`) every assignment of the slot running then; `log` says why. */
async function endSlot(plan: Plan, slot: Slot, end: Date, log: AssignmentChange['log']) {
  const endingNow = end.getTime() <= plan.now.getTime();
  for (const row of plan.open.filter((candidate) => candidate.assignment.slot === slot && runsAt(candidate, end))) {
    const after = await updateAssignment(plan.transaction, row.assignment.id, {
      assignedTo: end,
      endedAt: endingNow ? plan.now : null,
    });
    plan.changes.push({
      vehicle: plan.vehicle,
      assignment: after,
      driverName: row.driverName,
      log,
      action: 'end',
      before: row.assignment,
      after,
    });
  }
}

async function addAssignment(
  plan: Plan,
  values: { slot: Slot; driverId: number; driverName: string; from: Date; to: Date | null; note: string | null },
  log: AssignmentChange['log'],
) {
  const created = await insertAssignment(plan.transaction, {
    vehicleId: plan.vehicle.id,
    driverId: values.driverId,
    slot: values.slot,
    assignedFrom: values.from,
    assignedTo: values.to,
    note: values.note,
    noteFor: `driver_${values.slot}`,
    createdAt: plan.now,
  });
  plan.changes.push({
    vehicle: plan.vehicle,
    assignment: created,
    driverName: values.driverName,
    log,
    action: 'create',
    before: null,
    after: created,
  });
}

/**
 * Unknown, archived, disabled drivers, and drivers whose licence has expired (on or before
 * `today`, as the drivers list colours it) cannot be put in a slot. The licence is judged today,
 * even for a temporary assignment starting after a renewal: the renewal is entered first.
 */
async function checkNewDrivers(transaction: Database, ids: number[], today: string) {
  const found = await findDriversForAssignment(transaction, ids);
  for (const id of ids) {
    const driver = found.get(id);
    if (!driver) throw fieldError('drivers_id', assignDriverMessages.driverUnknown);
    if (driver.archived) throw fieldError('drivers_id', assignDriverMessages.driverArchived);
    if (!driver.enabled) throw fieldError('drivers_id', assignDriverMessages.driverDisabled);
    if (driverExpiryStatus(driver.expiryDate, today) === 'expired') {
      throw fieldError('drivers_id', licenceExpiredMessage(driver.name, driver.expiryDate));
    }
  }
  return found;
}

/**
 * `POST api/vehicles/{id}/assign_driver`. Each slot whose driver differs from its current one
 * changes: 0 ends the current assignment (Unassigned); another driver replaces it (Replaced,
 * then Assigned) from now, or for the slot `note_for` names, from its start date; a temporary
 * driver (with an end) runs over the permanent one, which comes back after it (Temporary). When
 * the named slot keeps its driver, its note (and temporary dates) are updated. Every change is
 * logged in the activity log and audited in the same transaction.
 */
export async function assignDrivers(
  context: AppContext,
  vehicleId: number,
  input: AssignDriverValues,
  actorId: number,
): Promise<Vehicle> {
  const now = context.clock.now();
  const zone = context.clock.timeZone;
  const edited = Number(input.note_for.slice(-1)) as Slot;
  const from = input.assigned_from_date ? businessDateTime(input.assigned_from_date, zone) : null;
  const to = input.assigned_to_date ? businessDateTime(input.assigned_to_date, zone) : null;
  if (to && to.getTime() < startOfMinute(now).getTime()) {
    throw fieldError('assigned_to_date', assignDriverMessages.pastEnd);
  }

  return context.db.transaction(async (transaction) => {
    const vehicle = await findVehicleRow(transaction, vehicleId, { lock: true });
    if (!vehicle) throw notFound('Vehicle');
    const open = await listOpenVehicleAssignments(transaction, vehicleId, now);
    const current = currentBySlot(open, now);
    const wanted = (slot: Slot) => input.drivers_id[slot - 1] ?? 0;
    const changed = slots.filter((slot) => (current.get(slot)?.assignment.driverId ?? 0) !== wanted(slot));
    if (wanted(edited) === 0 && !current.has(edited))
      throw fieldError('drivers_id', assignDriverMessages.driverRequired);
    const drivers = await checkNewDrivers(
      transaction,
      changed.map(wanted).filter((id) => id !== 0),
      context.clock.today(),
    );

    const plan: Plan = { transaction, vehicle, open, now, changes: [] };
    for (const slot of changed) {
      const driverId = wanted(slot);
      if (driverId === 0) {
        await endSlot(plan, slot, now, activityLogTexts.unassigned);
        continue;
      }
      const driverName = drivers.get(driverId)!.name;
      if (slot !== edited) {
        await endSlot(plan, slot, now, activityLogTexts.replaced);
        await addAssignment(
          plan,
          { slot, driverId, driverName, from: now, to: null, note: null },
          activityLogTexts.assigned,
        );
        continue;
      }
      const start = from ?? now;
      if (start.getTime() < startOfMinute(now).getTime()) {
        throw fieldError('assigned_from_date', assignDriverMessages.pastStart);
      }
      if (input.temporary) {
        const end = to!;
        const overlapping = open.some(
          (row) =>
            row.assignment.slot === slot &&
            row.assignment.assignedTo !== null &&
            row.assignment.assignedFrom.getTime() < end.getTime() &&
            row.assignment.assignedTo.getTime() > start.getTime(),
        );
        if (overlapping) throw fieldError('assigned_from_date', assignDriverMessages.temporaryOverlap);
        await addAssignment(
          plan,
          { slot, driverId, driverName, from: start, to: end, note: input.note },
          activityLogTexts.temporary,
        );
      } else {
        await endSlot(plan, slot, start, activityLogTexts.replaced);
        await addAssignment(
          plan,
          { slot, driverId, driverName, from: start, to: null, note: input.note },
          activityLogTexts.assigned,
        );
      }
    }

    const kept = current.get(edited);
    if (!changed.includes(edited) && kept) {
      const keptFrom = from ?? kept.assignment.assignedFrom;
      if (input.temporary && to!.getTime() <= keptFrom.getTime()) {
        throw fieldError('assigned_to_date', assignDriverMessages.endBeforeStart);
      }
      const after = await updateAssignment(transaction, kept.assignment.id, {
        note: input.note,
        noteFor: input.note_for,
        ...(input.temporary ? { assignedFrom: keptFrom, assignedTo: to } : {}),
      });
      plan.changes.push({
        vehicle,
        assignment: after,
        driverName: kept.driverName,
        // New dates change the assignment and are logged; a new note alone is only audited.
        log: input.temporary ? activityLogTexts.temporary : null,
        action: 'update',
        before: kept.assignment,
        after,
      });
    }
    await logAssignmentChanges(transaction, plan.changes, actorId, now);
    return getVehicle(context, vehicleId, transaction);
  });
}
