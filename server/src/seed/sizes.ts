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

/** The demo accounts printed after seeding and written in the README; every seeded person shares the password. */
export const demoAccounts = {
  supervisor: { email: 'supervisor@fleet-ops.local', first: 'Sophie', last: 'Gagnon' },
  driver: { email: 'driver@fleet-ops.local', first: 'Marc', last: 'Tremblay' },
  password: 'demo-password',
} as const;

export const demoEmailDomain = 'demo.fleet-ops.local';
