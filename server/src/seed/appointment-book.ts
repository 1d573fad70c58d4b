import { addDays, dayOfWeek, seededAppointmentTypes, weekStart } from '@fleet-ops/shared';
import type { appointments } from '../db/schema/index.js';
import { appointmentComments } from './catalog.js';
import type { Random } from './random.js';
import type { Timeline } from './timeline.js';

/** The demo books every type the migration seeds. */
export const appointmentTypeNames = seededAppointmentTypes;
export type AppointmentTypeName = (typeof appointmentTypeNames)[number];

export type Lookups = {
  appointmentTypeIds: Record<AppointmentTypeName, number>;
  locationIds: Record<string, number>;
};

/** What a visit to the shop costs, in dollars, booked as the week's maintenance expense. */
const shopCosts: Partial<Record<AppointmentTypeName, [number, number]>> = {
  Maintenance: [180, 450],
  Repair: [120, 2400],
  'Tire change': [90, 160],
};

const locationShares = {
  'Processing Ops': 30,
  'Mine Engineering': 30,
  'Sept Iles': 15,
  Others: 15,
  'Colby Building': 5,
  'Admin Building': 5,
} as const;

/**
 * One vehicle's bookings. Visits fall on weekdays between 07:00 and 15:30 on the half hour, and
 * a vehicle is never booked twice at the same date and time (the table's unique key).
 */
export function appointmentBook(
  random: Random,
  vehicleId: number,
  lookups: Lookups,
  adminId: number | null,
  timeline: Timeline,
) {
  const taken = new Set<string>();
  const costByWeek = new Map<string, number>();
  const rows: (typeof appointments.$inferInsert)[] = [];

  const book = (type: AppointmentTypeName, wanted: string) => {
    const weekday = dayOfWeek(wanted);
    const date = weekday === 0 ? addDays(wanted, 1) : weekday === 6 ? addDays(wanted, 2) : wanted;
    let minutes = 7 * 60 + random.int(0, 17) * 30;
    while (taken.has(`${date} ${minutes}`)) minutes = minutes >= 15 * 60 + 30 ? 7 * 60 : minutes + 30;
    taken.add(`${date} ${minutes}`);
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
    const createdAt = new Date(
      Math.min(timeline.now.getTime() - 60_000, timeline.at(addDays(date, -random.int(1, 10)), 9 * 60).getTime()),
    );
    const cost = shopCosts[type];
    if (cost && date <= timeline.today) {
      const week = weekStart(date);
      costByWeek.set(week, (costByWeek.get(week) ?? 0) + random.int(cost[0], cost[1]) * 100);
    }
    rows.push({
      vehicleId,
      appointmentTypeId: lookups.appointmentTypeIds[type],
      locationId: lookups.locationIds[random.weighted(locationShares)]!,
      date,
      time,
      comments: random.chance(0.4) ? random.pick(appointmentComments[type]!) : null,
      createdBy: adminId,
      createdAt,
      updatedAt: createdAt,
    });
  };

  return {
    book,
    /** The shop costs of the week's held visits, in cents; read once per week. */
    takeCost: (week: string) => {
      const cost = costByWeek.get(week) ?? 0;
      costByWeek.delete(week);
      return cost;
    },
    /** The bookings so far, handed over and forgotten. */
    drain: () => rows.splice(0, rows.length),
  };
}

export type AppointmentBook = ReturnType<typeof appointmentBook>;
