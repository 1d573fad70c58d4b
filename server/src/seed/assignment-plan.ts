import type { SeedDriver } from './people.js';
import type { SeedVehicle } from './fleet.js';
import type { Random } from './random.js';
import type { Timeline } from './timeline.js';

const day = 86_400_000;
/** Shifts change at 07:00. */
const shiftStart = 7 * 60;

/** One driver in one slot of one vehicle for a while: the seed's view of a vehicle_assignments row. */
export type SeedAssignment = {
  vehicle: SeedVehicle;
  slot: number;
  temporary: boolean;
  from: number;
  /** Exclusive end in milliseconds; null: permanent and still running. */
  to: number | null;
  /** Set when the assignment was cut short (replaced, unassigned, driver left, vehicle disabled). */
  endedAt: number | null;
  driver?: SeedDriver;
  note: string | null;
  createdAt: number;
};

const permanentNotes = ['Day shift', 'Night shift', 'Rotation crew A', 'Rotation crew B', null];
const temporaryNotes = ['Covering vacation', 'Covering rotation', 'Training run', 'Sept-Îles trip'];

/** 07:00 on the business day holding `moment`. */
function atShift(timeline: Timeline, moment: number): number {
  return timeline.at(timeline.dateOf(new Date(moment)), shiftStart).getTime();
}

function temporariesWithin(random: Random, segment: SeedAssignment, limit: number, timeline: Timeline) {
  const found: SeedAssignment[] = [];
  const end = Math.min(segment.to ?? timeline.now.getTime(), limit);
  for (let start = segment.from + random.int(30, 180) * day; start < end; start += random.int(90, 240) * day) {
    const from = atShift(timeline, start);
    const to = from + random.int(5, 14) * day;
    if (to > end || !random.chance(0.3)) continue;
    found.push({ ...segment, temporary: true, from, to, endedAt: null, note: random.pick(temporaryNotes) });
  }
  return found;
}

/**
 * The assignments of one vehicle before drivers are chosen: per slot, a run of permanent
 * assignments of 10 to 70 weeks with the odd vacancy between them, the last one still running;
 * now and then a temporary driver over the permanent one, a few of them still to come. A disabled
 * vehicle's assignments stop the day it was disabled.
 */
export function planVehicleAssignments(random: Random, vehicle: SeedVehicle, timeline: Timeline): SeedAssignment[] {
  const now = timeline.now.getTime();
  const vehicleStart = Math.max(vehicle.joinedAt.getTime(), timeline.at(timeline.firstWeek).getTime());
  const vehicleEnd = vehicle.disabledAt?.getTime() ?? Number.POSITIVE_INFINITY;
  const planned: SeedAssignment[] = [];
  for (let slot = 1; slot <= vehicle.slots; slot += 1) {
    const demoSlot = vehicle.index === 0 && slot === 1;
    let from = atShift(timeline, vehicleStart + (slot > 1 ? random.int(0, 40) * day : 0));
    while (from < Math.min(now, vehicleEnd)) {
      const plannedEnd = demoSlot ? Number.POSITIVE_INFINITY : atShift(timeline, from + random.int(70, 490) * day);
      const to = plannedEnd >= vehicleEnd ? vehicleEnd : plannedEnd >= now ? null : plannedEnd;
      const segment: SeedAssignment = {
        vehicle,
        slot,
        temporary: false,
        from,
        to: to === Number.POSITIVE_INFINITY ? null : to,
        endedAt: to !== null && Number.isFinite(to) ? to : null,
        note: random.pick(permanentNotes),
        createdAt: Math.max(vehicle.joinedAt.getTime(), from - random.int(0, 3) * day),
      };
      planned.push(segment);
      if (!demoSlot) planned.push(...temporariesWithin(random, segment, Math.min(vehicleEnd, now), timeline));
      if (segment.to === null || segment.to >= vehicleEnd) {
        if (segment.to === null && !demoSlot && random.chance(0.06)) {
          const upcoming = atShift(timeline, now + random.int(2, 20) * day);
          const note = random.pick(temporaryNotes);
          const createdAt = now - random.int(1, 5) * 3_600_000;
          planned.push({
            ...segment,
            temporary: true,
            from: upcoming,
            to: upcoming + random.int(5, 14) * day,
            note,
            createdAt,
          });
        }
        break;
      }
      from = random.chance(0.35) ? atShift(timeline, segment.to + random.int(1, 25) * day) : segment.to;
    }
  }
  for (const assignment of planned) {
    if (assignment.temporary && assignment.from <= now) {
      assignment.createdAt = Math.max(vehicle.joinedAt.getTime(), assignment.from - random.int(1, 10) * day);
    }
  }
  return planned;
}
