import {
  addDays,
  vehicleOverviewLimits as limits,
  weekStart,
  type VehicleOverview,
  type VehicleOverviewChecklist,
  type VehicleOverviewDriver,
  type VehicleOverviewWeek,
} from '@fleet-ops/shared';
import type { AppContext } from '../../app-context.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { outOfServiceSince } from '../../lib/out-of-service-queries.js';
import { latestValidUntil } from '../../lib/inspection-state-queries.js';
import { toActivityLogEntry } from '../activity-log/index.js';
import { toAppointment } from '../appointments/index.js';
import { toFireInspection } from '../fire-inspections/index.js';
import { toFirstAidKit } from '../first-aid-kits/index.js';
import { toAmounts } from '../reports/index.js';
import {
  latestChecklists,
  latestFireInspection,
  latestFirstAidKit,
  latestLogEntries,
  pastAppointments,
  upcomingAppointments,
  weeklyBilling,
  weeklyExpenses,
} from './queries.js';
import { currentSlotDrivers, findVehicleRow, toVehicle, type SlotDriver } from '../vehicles/index.js';

type ChecklistRow = Awaited<ReturnType<typeof latestChecklists>>['rows'][number];

function toOverviewChecklist(row: ChecklistRow): VehicleOverviewChecklist {
  return {
    id: row.id,
    date: row.date,
    operator: row.operator,
    last_odm_read: row.odmRead,
    hour_read: row.hourRead,
    oil_life: row.oilLife,
    has_issue: row.hasIssue,
    failed_items: row.items.filter((answer) => answer.answer === 'no').map((answer) => answer.item),
    remarks: row.remarks,
  };
}

function toOverviewDriver(slot: SlotDriver, clock: Clock): VehicleOverviewDriver {
  return {
    slot: slot.slot,
    driver_id: slot.driverId,
    driver_name: slot.driverName,
    assigned_from_date: clock.formatDateTime(slot.assignedFrom),
    assigned_to_date: slot.assignedTo ? clock.formatDateTime(slot.assignedTo) : null,
    // A temporary assignment is the only kind with an end date (the assign modal's rule).
    temporary: slot.assignedTo !== null,
    note: slot.note,
  };
}

/** The current week and the ones before it, newest first, each with its billing and income/expenses. */
async function recentWeeks(context: AppContext, vehicleId: number): Promise<VehicleOverviewWeek[]> {
  const last = weekStart(context.clock.today());
  const starts = Array.from({ length: limits.weeks }, (_, index) => addDays(last, -7 * index));
  const range = { first: starts.at(-1)!, last };
  const [billing, expenses] = await Promise.all([
    weeklyBilling(context.db, vehicleId, range),
    weeklyExpenses(context.db, vehicleId, range),
  ]);
  return starts.map((start) => {
    const expense = expenses.get(start);
    // Added up as Profit & Loss adds them, so the record and the report agree on every week.
    const amounts = toAmounts({
      billing: billing.get(start) ?? 0,
      revenue: expense?.revenueCents ?? 0,
      rental_cost: expense?.rentalCostCents ?? 0,
      gas: expense?.gasCents ?? 0,
      ins: expense?.insuranceCents ?? 0,
      maintenance: expense?.maintenanceCents ?? 0,
    });
    return { week_start: start, ...amounts };
  });
}

/** The moment appointments are split at: now, as their date and time columns hold it. */
function appointmentMoment(clock: Clock) {
  const [date, time] = clock.formatDateTime(clock.now()).split(' ') as [string, string];
  return { date, time };
}

/**
 * `GET api/vehicles/{id}/overview`: the vehicle record page in one answer. The parts are read
 * side by side; each is a handful of rows through an index on the vehicle.
 */
export async function vehicleOverview(context: AppContext, id: number): Promise<VehicleOverview> {
  const { db, clock } = context;
  const row = await findVehicleRow(db, id);
  if (!row) throw notFound('Vehicle');
  const today = clock.today();
  const moment = appointmentMoment(clock);
  const [slots, checklists, upcoming, past, log, weeks, inspection, kit, outOfService, validUntil] = await Promise.all([
    currentSlotDrivers(db, [id], clock.now()),
    latestChecklists(db, id, limits.checklists),
    upcomingAppointments(db, id, moment, limits.upcomingAppointments),
    pastAppointments(db, id, moment, limits.pastAppointments),
    latestLogEntries(db, id, limits.assignmentHistory),
    recentWeeks(context, id),
    latestFireInspection(db, id),
    latestFirstAidKit(db, id),
    outOfServiceSince(db, [id]),
    latestValidUntil(db, [id], clock.timeZone),
  ]);
  const vehicleSlots = slots.get(id);
  return {
    vehicle: toVehicle(row, vehicleSlots, clock, outOfService.get(id) ?? null, validUntil.get(id)),
    current_drivers: [...(vehicleSlots?.values() ?? [])]
      .sort((a, b) => a.slot - b.slot)
      .map((slot) => toOverviewDriver(slot, clock)),
    checklists: checklists.rows.map(toOverviewChecklist),
    checklist_count: checklists.total,
    appointments: { upcoming: upcoming.map(toAppointment), past: past.map(toAppointment) },
    assignment_history: log.map((entry) => toActivityLogEntry(entry, clock)),
    weeks,
    fire_extinguisher: inspection ? toFireInspection(inspection, today) : null,
    first_aid_kit: kit ? toFirstAidKit(kit, today) : null,
  };
}
