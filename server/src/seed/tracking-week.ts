import { addDays, billingCents, type DayCode } from '@fleet-ops/shared';
import type { trackings } from '../db/schema/index.js';
import type { SeedAssignment } from './assignment-plan.js';
import { trackingComments } from './catalog.js';
import type { SeedVehicle } from './fleet.js';
import type { Random } from './random.js';
import { historicRateCents } from './rates.js';
import type { Timeline } from './timeline.js';

type TrackingInsert = typeof trackings.$inferInsert;

/** An assignment with its insertion order: the later row wins a tie, as in the app's query. */
export type OrderedAssignment = SeedAssignment & { order: number };

/** When the assignment stops counting: the earlier of its end and the moment it was cut short. */
function endOf(assignment: SeedAssignment): number | null {
  if (assignment.to === null) return assignment.endedAt;
  return assignment.endedAt === null ? assignment.to : Math.min(assignment.to, assignment.endedAt);
}

/**
 * The app's rule (tracking/week-queries.ts `weekAssignments`): of the slot's assignments that
 * overlap [from, to), the one that started last. Used per week for the row's driver and per day
 * for who drove.
 */
export function coveringAssignment(slot: OrderedAssignment[], from: number, to: number) {
  let found: OrderedAssignment | undefined;
  for (const assignment of slot) {
    const end = endOf(assignment);
    if (assignment.from >= to || (end !== null && end <= from)) continue;
    if (!found || assignment.from > found.from || (assignment.from === found.from && assignment.order > found.order)) {
      found = assignment;
    }
  }
  return found;
}

/** What each driven slot did on one day: 1 in town, 3 out of town, 2 spare, 0 no charge. */
export function dayCodeFor(random: Random, weekend: boolean, vacation: boolean, outOfTown: number): DayCode {
  if (vacation) return weekend ? 0 : 2;
  const use = weekend
    ? random.weighted({ in: 10, spare: 8, none: 82 })
    : random.weighted({ in: 64, spare: 22, none: 14 });
  if (use === 'spare') return 2;
  if (use === 'none') return 0;
  return random.chance(outOfTown) ? 3 : 1;
}

export type WeekRow = { slot: number; driverId: number | null; codes: Record<string, DayCode> };

/**
 * The week's tracking rows as opening the week would create them, with the days filled in as an
 * admin would have saved them: the billed rate of that year (shared when the vehicle had several
 * drivers, the rental's own rate when it has one) times the In Use days.
 */
export function trackingRows(
  random: Random,
  vehicle: SeedVehicle,
  vehicleId: number,
  week: string,
  rows: WeekRow[],
  timeline: Timeline,
): TrackingInsert[] {
  const now = timeline.now.getTime();
  const createdAt = Math.min(timeline.at(week, 60).getTime(), now - 10 * 60_000);
  const savedAt = Math.max(
    createdAt + 60_000,
    Math.min(now - 60_000, timeline.at(addDays(week, 8), 9 * 60 + random.int(0, 240)).getTime()),
  );
  const shared = rows.filter((row) => row.driverId !== null).length > 1;
  return rows.map((row) => {
    const rateType = vehicle.customRateCents ? 'custom_rate' : shared ? 'shared_day_rate' : 'full_day_rate';
    const rateCents =
      vehicle.customRateCents ??
      historicRateCents(vehicle.parentType, shared ? 'shared_day_rate' : 'full_day_rate', week, timeline);
    const saved = Object.values(row.codes).some((code) => code !== 0);
    return {
      weekStart: week,
      vehicleId,
      slot: row.slot,
      driverId: row.driverId,
      rateType,
      rateCents,
      weekRecord: row.codes,
      comment: saved && random.chance(0.02) ? random.pick(trackingComments) : null,
      enabled: !random.chance(0.004),
      hidden: vehicle.hidden && week === timeline.currentWeek,
      totalBillingCents: billingCents(rateCents, row.codes),
      createdAt: new Date(createdAt),
      updatedAt: new Date(saved ? savedAt : createdAt),
    };
  });
}
