import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { drivers, users } from '../db/schema/index.js';
import { insertRows } from './bulk-insert.js';
import type { SeedDriver, SeedSupervisor } from './people.js';
import type { PersonIds } from './operations.js';

const chunk = <Item>(items: Item[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/** Ids by email of the accounts just written (read back in chunks: thousands of emails per query). */
async function userIdsByEmail(db: Database, emails: string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const part of chunk(emails, 5000)) {
    const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, part));
    for (const row of rows) found.set(row.email, row.id);
  }
  return found;
}

/**
 * Writes the supervisors' and drivers' sign-ins (one shared argon2 hash: hashing per person would
 * take minutes) and the driver records, as the Drivers screen would: the driver's user carries
 * their name as first name, and can sign in only while the driver is enabled and not archived.
 * Returns each driver's ids and their supervisor's account, for the checklists they submit.
 */
export async function insertPeople(
  db: Database,
  people: { supervisors: SeedSupervisor[]; drivers: SeedDriver[] },
  passwordHash: string,
  locationIds: Record<string, number>,
  createdAt: Date,
): Promise<(driver: SeedDriver) => PersonIds> {
  await insertRows(
    db,
    users,
    people.supervisors.map((supervisor) => ({
      email: supervisor.email,
      passwordHash,
      firstName: supervisor.first,
      lastName: supervisor.last,
      role: 'supervisor' as const,
      subAdmin: false,
      enabled: true,
      createdAt,
      updatedAt: createdAt,
    })),
  );
  for (const part of chunk(people.drivers, 2000)) {
    await insertRows(
      db,
      users,
      part.map((driver) => ({
        email: driver.email,
        passwordHash,
        firstName: driver.name,
        lastName: '',
        role: 'driver' as const,
        subAdmin: false,
        enabled: driver.enabled && !driver.archived,
        createdAt: driver.hiredAt,
        updatedAt: driver.leftAt ?? driver.hiredAt,
      })),
    );
  }
  const userIds = await userIdsByEmail(db, [
    ...people.supervisors.map((supervisor) => supervisor.email),
    ...people.drivers.map((driver) => driver.email),
  ]);
  // Each crew is linked to its supervisor's account by id, as the Drivers screen would link it.
  const supervisorUserByName = new Map(
    people.supervisors.map((supervisor) => [supervisor.name, userIds.get(supervisor.email) ?? null]),
  );
  for (const part of chunk(people.drivers, 2000)) {
    await insertRows(
      db,
      drivers,
      part.map((driver) => ({
        userId: userIds.get(driver.email)!,
        name: driver.name,
        driveInPit: driver.pitPermit && driver.index % 7 !== 3,
        locationId: locationIds[driver.locationName]!,
        rotation: driver.rotation,
        pitPermit: driver.pitPermit,
        supervisor: driver.supervisor,
        supervisorId: supervisorUserByName.get(driver.supervisor) ?? null,
        phoneNumber: driver.phoneNumber,
        licenseNo: driver.licenseNo,
        expiryDate: driver.expiryDate,
        enabled: driver.enabled,
        archived: driver.archived,
        color: driver.color,
        createdAt: driver.hiredAt,
        updatedAt: driver.leftAt ?? driver.hiredAt,
      })),
    );
  }
  // The seed starts from a database without drivers, so every driver is one of these.
  const driverRows = await db.select({ id: drivers.id, userId: drivers.userId }).from(drivers);
  const driverIdByUser = new Map(driverRows.map((row) => [row.userId, row.id]));
  const ids = people.drivers.map((driver) => {
    const userId = userIds.get(driver.email)!;
    return {
      id: driverIdByUser.get(userId)!,
      userId,
      supervisorUserId: supervisorUserByName.get(driver.supervisor) ?? null,
    };
  });
  return (driver) => ids[driver.index]!;
}
