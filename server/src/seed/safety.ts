import { addCalendarMonths, addDays } from '@fleet-ops/shared';
import type { fireInspections, firstAidKits } from '../db/schema/index.js';
import type { SeedVehicle } from './fleet.js';
import type { Random } from './random.js';
import type { Timeline } from './timeline.js';

/**
 * Each vehicle carrying an extinguisher has its latest yearly inspection: done some time in the
 * last thirteen months and good for a year after, so about one in thirteen has lapsed and as many
 * lapse within the month.
 */
export function fireInspectionRow(
  random: Random,
  vehicle: SeedVehicle,
  vehicleId: number,
  timeline: Timeline,
): typeof fireInspections.$inferInsert | undefined {
  if (!vehicle.row.fireExtinguisher) return undefined;
  const inspected = addDays(timeline.today, -random.int(0, 395));
  const month = inspected.slice(0, 7);
  const recordedAt = new Date(Math.min(timeline.now.getTime() - 60_000, timeline.at(inspected, 14 * 60).getTime()));
  return {
    vehicleId,
    manufactureYear: random.int(2015, Number(timeline.today.slice(0, 4))),
    inspectionMonth: month,
    inspectionExpiryDate: addDays(addCalendarMonths(`${month}-01`, 13), -1),
    createdAt: recordedAt,
    updatedAt: recordedAt,
  };
}

/** Each vehicle carrying a kit has one: type 2 in the big trucks; expiry from last month to 30 months out. */
export function firstAidKitRow(
  random: Random,
  vehicle: SeedVehicle,
  vehicleId: number,
  timeline: Timeline,
): typeof firstAidKits.$inferInsert | undefined {
  if (!vehicle.row.firstAidKit) return undefined;
  const heavy = vehicle.parentType === 'Heavy Duty Truck' || vehicle.parentType === 'Sept Iles - F250';
  const recordedAt = new Date(timeline.now.getTime() - random.int(1, 300) * 86_400_000);
  return {
    vehicleId,
    expiryMonth: addCalendarMonths(`${timeline.today.slice(0, 7)}-01`, random.int(-1, 30)),
    type: heavy ? 'type_2' : 'type_1',
    createdAt: recordedAt,
    updatedAt: recordedAt,
  };
}
