import type { SeedAssignment } from './assignment-plan.js';
import type { SeedDriver } from './people.js';
import type { Random } from './random.js';

/** Busy drivers, the one free soonest on top. */
class ReleaseQueue {
  private readonly items: { at: number; driver: SeedDriver }[] = [];

  push(at: number, driver: SeedDriver) {
    const items = this.items;
    items.push({ at, driver });
    for (let index = items.length - 1; index > 0;) {
      const parent = (index - 1) >> 1;
      if (items[parent]!.at <= items[index]!.at) break;
      [items[parent], items[index]] = [items[index]!, items[parent]!];
      index = parent;
    }
  }

  /** Drivers whose assignment has ended by `moment`. */
  *releasedBy(moment: number): Generator<SeedDriver> {
    const items = this.items;
    while (items.length > 0 && items[0]!.at <= moment) {
      const top = items[0]!;
      const last = items.pop()!;
      if (items.length > 0) {
        items[0] = last;
        for (let index = 0; ;) {
          const left = index * 2 + 1;
          const right = left + 1;
          let smallest = index;
          if (left < items.length && items[left]!.at < items[smallest]!.at) smallest = left;
          if (right < items.length && items[right]!.at < items[smallest]!.at) smallest = right;
          if (smallest === index) break;
          [items[smallest], items[index]] = [items[index]!, items[smallest]!];
          index = smallest;
        }
      }
      yield top.driver;
    }
  }
}

const sameTime = (first: SeedAssignment, second: SeedAssignment) =>
  first.from - second.from ||
  first.vehicle.index - second.vehicle.index ||
  first.slot - second.slot ||
  Number(first.temporary) - Number(second.temporary);

/**
 * Gives each planned assignment a driver, in time order, so nobody drives two vehicles at once:
 * a driver is free once hired and until their current assignment ends. Open-ended assignments
 * prefer drivers who never leave; one who does is taken off the vehicle the day they left (as
 * archiving does). The demo driver keeps the demo vehicle. Assignments nobody was free for are
 * dropped: the slot stays empty then.
 */
export function chooseDrivers(
  random: Random,
  planned: SeedAssignment[],
  drivers: SeedDriver[],
  demoDriver: SeedDriver,
): SeedAssignment[] {
  const pending = drivers
    .filter((driver) => driver !== demoDriver)
    .sort((a, b) => a.hiredAt.getTime() - b.hiredAt.getTime());
  const free: SeedDriver[] = [];
  const busy = new ReleaseQueue();
  let hired = 0;
  const kept: SeedAssignment[] = [];
  const stays = (driver: SeedDriver, assignment: SeedAssignment) =>
    driver.leftAt === null || (assignment.to !== null && driver.leftAt.getTime() >= assignment.to);

  const take = (assignment: SeedAssignment): SeedDriver | undefined => {
    let fallback: SeedDriver | undefined;
    for (let attempt = 0; attempt < 6 && free.length > 0; attempt += 1) {
      const index = random.int(0, free.length - 1);
      const candidate = free[index]!;
      free[index] = free[free.length - 1]!;
      free.pop();
      if (candidate.leftAt && candidate.leftAt.getTime() <= assignment.from) continue; // gone for good
      if (stays(candidate, assignment)) {
        if (fallback) free.push(fallback);
        return candidate;
      }
      if (fallback) free.push(fallback);
      fallback = candidate;
    }
    return fallback;
  };

  for (const assignment of [...planned].sort(sameTime)) {
    for (const driver of busy.releasedBy(assignment.from)) free.push(driver);
    while (hired < pending.length && pending[hired]!.hiredAt.getTime() <= assignment.from) {
      free.push(pending[hired]!);
      hired += 1;
    }
    const demo = assignment.vehicle.index === 0 && assignment.slot === 1 && !assignment.temporary;
    const driver = demo ? demoDriver : take(assignment);
    if (!driver) continue;
    assignment.driver = driver;
    const left = driver.leftAt?.getTime();
    if (left !== undefined && (assignment.to === null || assignment.to > left)) {
      assignment.to = left;
      assignment.endedAt = left;
    }
    kept.push(assignment);
    if (!demo && assignment.to !== null) busy.push(assignment.to, driver);
  }
  return kept;
}
