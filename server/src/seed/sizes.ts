/** At scale 1: a mid-sized mine's light-vehicle fleet. Scale 10 and 100 multiply it. */
const perScale = { vehicles: 150, drivers: 250 };
/** One supervisor per this many drivers (a crew). */
const crewSize = 25;

export type SeedSizes = { vehicles: number; drivers: number; supervisors: number };

export function seedSizes(scale: number): SeedSizes {
  const vehicles = Math.max(1, Math.round(perScale.vehicles * scale));
  const drivers = Math.max(2, Math.round(perScale.drivers * scale));
  return { vehicles, drivers, supervisors: Math.max(1, Math.round(drivers / crewSize)) };
}

// The demo accounts live with the demo-data feature, which recognises them to remove them.
export { demoAccounts, demoEmailDomain } from '../features/demo-data/index.js';
