import { addDays, dayOfWeek, inUseCodes, type DayCode } from '@fleet-ops/shared';
import type { checklists, trackings, vehicleExpenses, appointments } from '../db/schema/index.js';
import type { ChecklistItemAnswers } from '../db/schema/checklists.js';
import { appointmentBook, type AppointmentBook, type Lookups } from './appointment-book.js';
import type { BatchWriter } from './bulk-insert.js';
import { checklistAnswers, checklistRow } from './checklist-rows.js';
import { vehicleWeeks, type SeedVehicle } from './fleet.js';
import type { SeedDriver } from './people.js';
import type { Random } from './random.js';
import type { Timeline } from './timeline.js';
import { coveringAssignment, dayCodeFor, trackingRows, type OrderedAssignment, type WeekRow } from './tracking-week.js';

export type OperationWriters = {
  trackings: BatchWriter<typeof trackings.$inferInsert>;
  checklists: BatchWriter<typeof checklists.$inferInsert>;
  expenses: BatchWriter<typeof vehicleExpenses.$inferInsert>;
  appointments: BatchWriter<typeof appointments.$inferInsert>;
};

export type PersonIds = { id: number; userId: number; supervisorUserId: number | null };

export type OperationsContext = {
  timeline: Timeline;
  lookups: Lookups;
  adminId: number | null;
  writers: OperationWriters;
  person: (driver: SeedDriver) => PersonIds;
};

export type VehicleInput = {
  vehicle: SeedVehicle;
  vehicleId: number;
  /** The vehicle's checklist items, as the app asks them. */
  items: string[];
  assignments: OrderedAssignment[];
};

/** The running state of one vehicle through its history. */
type Wear = { odometer: number; sinceService: number; serviceInterval: number; nextCleaning: string };

const isInUse = (code: DayCode) => inUseCodes.includes(code);

/** Money a vehicle costs each week besides fuel and the shop, in cents. */
function weeklyCosts(random: Random, vehicle: SeedVehicle) {
  const ownership = vehicle.row.ownershipType;
  return {
    rentalCents:
      ownership === 'rent' ? random.int(420, 780) * 100 : ownership === 'lease' ? random.int(230, 420) * 100 : 0,
    insuranceCents: ownership === 'rent' ? 0 : random.int(28, 65) * 100,
    fuelCentsPerKm: vehicle.parentType === 'Heavy Duty Truck' ? 38 : 24,
    recordedShare: 0.75 + random.next() * 0.2,
  };
}

/** Tire swaps around late April and late October each year. */
function tireChangeDates(random: Random, timeline: Timeline): Set<string> {
  const dates = new Set<string>();
  const last = Number(timeline.today.slice(0, 4)) + 1;
  for (let year = Number(timeline.firstWeek.slice(0, 4)); year <= last; year += 1) {
    dates.add(addDays(`${year}-04-20`, random.int(0, 25)));
    dates.add(addDays(`${year}-10-15`, random.int(0, 25)));
  }
  return dates;
}

/**
 * One vehicle's three years: each week its tracking rows (driver per slot, days coded, billed),
 * each day it was in use a kilometre count and, most days, a Pre-OP Checklist by whoever drove
 * it (odometer rising, oil life falling until the next service), shop visits that follow from
 * it (cleaning every two to three weeks, service by the kilometre, repairs after an issue, tire
 * swaps), and the week's income and expenses. Returns the last odometer reading and when it was
 * taken, for the vehicle row.
 */
export async function simulateVehicle(random: Random, input: VehicleInput, context: OperationsContext) {
  const { vehicle, vehicleId } = input;
  const { timeline, writers } = context;
  const now = timeline.now.getTime();
  const bySlot = [1, 2, 3].map((slot) => input.assignments.filter((assignment) => assignment.slot === slot));
  const span = vehicleWeeks(vehicle, timeline);
  const book = appointmentBook(random, vehicleId, context.lookups, context.adminId, timeline);
  const costs = weeklyCosts(random, vehicle);
  const tireDates = tireChangeDates(random, timeline);
  const compliance = 0.8 + random.next() * 0.17;
  const allYes: ChecklistItemAnswers = input.items.map((item) => ({ item, answer: 'yes' }));
  const wear: Wear = {
    odometer: vehicle.startOdometer,
    sinceService: random.int(0, 6000),
    serviceInterval: random.int(7000, 9000),
    nextCleaning: addDays(span.first, random.int(0, 14)),
  };
  let lastReading = { odmRead: vehicle.startOdometer, at: vehicle.joinedAt };

  const outOfTown = (driver: SeedDriver) =>
    vehicle.parentType.startsWith('Sept Iles') || driver.locationName === 'Sept Iles' ? 0.6 : 0.06;

  /** The day's driving: the checklist of whoever drove first, then the kilometres and what they lead to. */
  const drive = async (date: string, driven: OrderedAssignment[]) => {
    const kilometres = Math.round(random.int(...vehicle.kilometres) * (1 + 0.25 * (driven.length - 1)));
    const createdAt = timeline.at(date, random.int(375, 525));
    const answers = checklistAnswers(random, input.items, allYes);
    if (random.chance(compliance) && createdAt.getTime() <= now) {
      const driver = driven[0]!.driver!;
      const ids = context.person(driver);
      const oilLife = random.chance(0.05)
        ? null
        : Math.max(0, Math.round(100 * (1 - wear.sinceService / wear.serviceInterval)));
      const subject = {
        vehicleId,
        equipmentNumber: vehicle.row.equipmentNumber,
        vehicleType: vehicle.row.vehicleType,
        driverId: ids.id,
        operator: driver.name,
        submittedBy: random.chance(0.15) && ids.supervisorUserId ? ids.supervisorUserId : ids.userId,
      };
      await writers.checklists.add(
        checklistRow(subject, date, { odmRead: wear.odometer, oilLife }, answers, createdAt),
      );
      lastReading = { odmRead: wear.odometer, at: createdAt };
      if (answers.hasIssue && random.chance(0.6)) book.book('Repair', addDays(date, random.int(1, 5)));
    }
    wear.odometer += kilometres;
    wear.sinceService += kilometres;
    if (wear.sinceService >= wear.serviceInterval) {
      book.book('Maintenance', addDays(date, random.int(1, 3)));
      wear.sinceService = 0;
      wear.serviceInterval = random.int(7000, 9000);
    }
    return kilometres;
  };

  for (const week of timeline.weeks) {
    if (week < span.first) continue;
    if (span.end && week >= span.end) break;
    const weekFrom = timeline.at(week).getTime();
    const weekTo = timeline.at(addDays(week, 7)).getTime();
    const slots = bySlot
      .map((list, index) => ({ slot: index + 1, list, winner: coveringAssignment(list, weekFrom, weekTo) }))
      .filter((entry) => entry.winner);
    const rows: WeekRow[] = slots.length
      ? slots.map((entry) => ({ slot: entry.slot, driverId: context.person(entry.winner!.driver!).id, codes: {} }))
      : [{ slot: 0, driverId: null, codes: {} }];
    const vacation = slots.map(() => random.chance(0.05));
    let weekKilometres = 0;
    for (let offset = 0; offset < 7; offset += 1) {
      const date = addDays(week, offset);
      const weekend = offset === 0 || offset === 6;
      const dayFrom = timeline.at(date).getTime();
      const dayTo = timeline.at(addDays(date, 1)).getTime();
      const driven: OrderedAssignment[] = [];
      slots.forEach((entry, index) => {
        const cover = coveringAssignment(entry.list, dayFrom, dayTo);
        const code =
          date >= timeline.today || !cover
            ? 0
            : dayCodeFor(random, weekend, vacation[index]!, outOfTown(cover.driver!));
        rows[index]!.codes[date] = code;
        if (isInUse(code)) driven.push(cover!);
      });
      if (slots.length === 0) rows[0]!.codes[date] = date < timeline.today && !weekend && random.chance(0.4) ? 2 : 0;
      if (driven.length > 0) weekKilometres += await drive(date, driven);
      if (date >= wear.nextCleaning && !weekend && date <= timeline.today && driven.length > 0) {
        book.book('Cleaning', date);
        wear.nextCleaning = addDays(date, random.int(12, 24));
      }
      if (tireDates.has(date) && date <= timeline.today) book.book('Tire change', date);
    }
    if (random.chance(0.004)) book.book('Other', addDays(week, random.int(1, 5)));
    for (const row of trackingRows(random, vehicle, vehicleId, week, rows, timeline)) await writers.trackings.add(row);
    const shopCents = book.takeCost(week);
    if (week < timeline.currentWeek && random.chance(costs.recordedShare)) {
      const recordedAt = new Date(
        Math.min(now - 60_000, timeline.at(addDays(week, 7 + random.int(1, 3)), 600).getTime()),
      );
      await writers.expenses.add({
        vehicleId,
        weekStart: week,
        revenueCents: random.chance(0.15) ? random.int(100, 900) * 100 : 0,
        rentalCostCents: costs.rentalCents,
        gasCents: Math.round(weekKilometres * costs.fuelCentsPerKm * (0.9 + random.next() * 0.2)),
        insuranceCents: costs.insuranceCents,
        maintenanceCents: shopCents,
        createdAt: recordedAt,
        updatedAt: recordedAt,
      });
    }
    for (const row of book.drain()) await writers.appointments.add(row);
  }
  bookAhead(random, vehicle, book, wear, tireDates, timeline);
  for (const row of book.drain()) await writers.appointments.add(row);
  return lastReading;
}

/** The next four weeks' bookings of a vehicle in service, and the inspection it passed. */
function bookAhead(
  random: Random,
  vehicle: SeedVehicle,
  book: AppointmentBook,
  wear: Wear,
  tireDates: Set<string>,
  timeline: Timeline,
) {
  const inspection = vehicle.row.inspectionDate;
  if (inspection && inspection >= timeline.firstWeek) {
    const weekday = dayOfWeek(inspection);
    book.book('Inspection', addDays(inspection, weekday === 6 ? -1 : weekday === 0 ? -2 : 0));
  }
  if (vehicle.disabledAt || vehicle.hidden) return;
  const horizon = addDays(timeline.today, 28);
  const firstFree = addDays(timeline.today, 1);
  book.book('Cleaning', wear.nextCleaning > firstFree ? wear.nextCleaning : addDays(firstFree, random.int(0, 6)));
  if (random.chance(0.1)) book.book('Maintenance', addDays(timeline.today, random.int(3, 28)));
  for (const date of tireDates) if (date > timeline.today && date <= horizon) book.book('Tire change', date);
}
