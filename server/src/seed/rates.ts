import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rates } from '../db/schema/index.js';
import { currentRates, type SeedParentType } from './catalog.js';
import { daysBetween, type Timeline } from './timeline.js';

/** Rates went up about 3% a year; a billed week keeps the rate of its time. */
const yearlyIncrease = 1.03;

/** Sets today's rates on the six seeded Rates rows (the migration creates them at zero). */
export async function setDemoRates(db: Database, now: Date) {
  for (const [parentType, [fullDay, sharedDay]] of Object.entries(currentRates)) {
    await db
      .update(rates)
      .set({ fullDayRateCents: fullDay * 100, sharedDayRateCents: sharedDay * 100, updatedAt: now })
      .where(eq(rates.vehicleParentType, parentType));
  }
}

/** The daily rate in cents a week was billed at: today's rate, less for each year back, to the dollar. */
export function historicRateCents(
  parentType: SeedParentType,
  rateType: 'full_day_rate' | 'shared_day_rate',
  week: string,
  timeline: Timeline,
): number {
  const yearsBack = Math.floor(daysBetween(week, timeline.currentWeek) / 364);
  const [fullDay, sharedDay] = currentRates[parentType];
  const today = rateType === 'full_day_rate' ? fullDay : sharedDay;
  return Math.round(today / yearlyIncrease ** yearsBack) * 100;
}
