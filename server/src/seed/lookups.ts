import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { appointmentTypes, locations, users } from '../db/schema/index.js';
import { appointmentTypeNames, type Lookups } from './appointment-book.js';

/** The migration-seeded lookups the fleet points at: work locations and appointment types, by name. */
export async function readLookups(db: Database): Promise<Lookups> {
  const [locationRows, typeRows] = await Promise.all([db.select().from(locations), db.select().from(appointmentTypes)]);
  const typeIds = Object.fromEntries(typeRows.map((row) => [row.name, row.id]));
  for (const name of appointmentTypeNames) {
    if (typeIds[name] === undefined) throw new Error(`The appointment type ${name} is missing.`);
  }
  return {
    locationIds: Object.fromEntries(locationRows.map((row) => [row.name, row.id])),
    appointmentTypeIds: typeIds as Lookups['appointmentTypeIds'],
  };
}

/** The admin the app created first: the author of the seeded bookings and assignments. */
export async function firstAdminId(db: Database): Promise<number | null> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .limit(1);
  return admin?.id ?? null;
}
