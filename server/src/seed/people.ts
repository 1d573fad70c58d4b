import { addDays } from '@fleet-ops/shared';
import type { Random } from './random.js';
import { asciiSlug, type nameSource } from './names.js';
import { rotations, vehicleColors } from './catalog.js';
import { demoAccounts, demoEmailDomain, type SeedSizes } from './sizes.js';
import type { Timeline } from './timeline.js';

export type SeedSupervisor = { email: string; first: string; last: string; name: string };

export type SeedDriver = {
  index: number;
  name: string;
  email: string;
  locationName: string;
  supervisor: string;
  rotation: string | null;
  pitPermit: boolean;
  phoneNumber: string;
  licenseNo: string;
  expiryDate: string;
  enabled: boolean;
  archived: boolean;
  color: string;
  hiredAt: Date;
  /** When the driver was disabled or archived; they drive nothing from then on. */
  leftAt: Date | null;
};

const workLocations = {
  'Mine Engineering': 30,
  'Processing Ops': 25,
  'Sept Iles': 15,
  'Colby Building': 10,
  'Admin Building': 10,
  Others: 10,
} as const;

/** Addresses are unique across everyone seeded: a second Marc Roy gets marc.roy.2@. */
export function emailSource() {
  const seen = new Map<string, number>();
  return (first: string, last: string) => {
    const base = `${asciiSlug(first)}.${asciiSlug(last)}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return `${base}${count === 1 ? '' : `.${count}`}@${demoEmailDomain}`;
  };
}

/** Sept-Îles numbers (418) for most, Labrador West (709) for the rest. */
function phoneNumber(random: Random): string {
  const area = random.chance(0.7) ? '418' : '709';
  return `+1 ${area} ${random.int(200, 989)}-${String(random.int(0, 9999)).padStart(4, '0')}`;
}

/** Québec permit style: letter, 4 digits, 6 digits, 2 digits. */
function licenseNumber(random: Random, index: number): string {
  const letter = String.fromCharCode(65 + random.int(0, 25));
  return `${letter}${random.text(4, '0123456789')}-${String(index).padStart(6, '0')}-${random.text(2, '0123456789')}`;
}

/** Licence expiry relative to today: a few expired, some within the 30-day window, most later. */
function licenseExpiry(random: Random, today: string): string {
  const bucket = random.weighted({ expired: 4, expiring: 6, ok: 90 });
  if (bucket === 'expired') return addDays(today, -random.int(1, 120));
  if (bucket === 'expiring') return addDays(today, random.int(1, 30));
  return addDays(today, random.int(31, 4 * 365));
}

type Naming = { nextName: ReturnType<typeof nameSource>; email: ReturnType<typeof emailSource> };

export function generateSupervisors(sizes: SeedSizes, { nextName, email }: Naming) {
  const { supervisor } = demoAccounts;
  const supervisors: SeedSupervisor[] = [{ ...supervisor, name: `${supervisor.first} ${supervisor.last}` }];
  while (supervisors.length < sizes.supervisors) {
    const name = nextName();
    supervisors.push({ email: email(name.first, name.last), first: name.first, last: name.last, name: name.full });
  }
  return supervisors;
}

/**
 * The drivers: the demo driver first (enabled, in the demo supervisor's crew), then generated
 * people. About 5% archived and 5% disabled, each with the day they left; most were hired before
 * the history starts, the rest during it.
 */
export function generateDrivers(
  random: Random,
  sizes: SeedSizes,
  timeline: Timeline,
  supervisors: SeedSupervisor[],
  { nextName, email }: Naming,
): SeedDriver[] {
  const historyStart = timeline.at(timeline.firstWeek);
  const span = timeline.now.getTime() - historyStart.getTime();
  const day = 86_400_000;
  const drivers: SeedDriver[] = [];
  for (let index = 0; index < sizes.drivers; index += 1) {
    const demo = index === 0;
    const name = demo ? { first: demoAccounts.driver.first, last: demoAccounts.driver.last } : nextName();
    const status = demo ? 'active' : random.weighted({ active: 90, archived: 5, disabled: 5 });
    const hiredLate = !demo && random.chance(0.15);
    const hiredAt = hiredLate
      ? new Date(historyStart.getTime() + random.next() * span * 0.9)
      : new Date(historyStart.getTime() - random.int(7, 400) * day);
    const leftAt =
      status === 'active'
        ? null
        : new Date(
            Math.min(
              timeline.now.getTime() - 3_600_000,
              Math.max(hiredAt.getTime() + day, timeline.now.getTime() - random.int(7, 700) * day),
            ),
          );
    drivers.push({
      index,
      name: `${name.first} ${name.last}`,
      email: demo ? demoAccounts.driver.email : email(name.first, name.last),
      locationName: demo ? 'Mine Engineering' : random.weighted(workLocations),
      supervisor: demo ? supervisors[0]!.name : supervisors[index % supervisors.length]!.name,
      rotation: random.pick(rotations),
      pitPermit: demo || random.chance(0.75),
      phoneNumber: phoneNumber(random),
      licenseNo: licenseNumber(random, index + 1),
      expiryDate: demo ? addDays(timeline.today, 700) : licenseExpiry(random, timeline.today),
      enabled: status !== 'disabled',
      archived: status === 'archived',
      color: random.chance(0.12) ? random.pick(vehicleColors) : '#ffffff',
      hiredAt,
      leftAt,
    });
  }
  return drivers;
}
