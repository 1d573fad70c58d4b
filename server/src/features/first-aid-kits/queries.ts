import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { firstAidKits, vehicles } from '../../db/schema/index.js';

export type NewFirstAidKitRow = typeof firstAidKits.$inferInsert;

/** Kits with their vehicle: what every kit answer is read from. */
export function joined(db: Database) {
  return db
    .select({
      kit: firstAidKits,
      equipmentNumber: vehicles.equipmentNumber,
      vehicleParentType: vehicles.vehicleParentType,
      vehicleType: vehicles.vehicleType,
    })
    .from(firstAidKits)
    .innerJoin(vehicles, eq(vehicles.id, firstAidKits.vehicleId));
}

export type FirstAidKitQueryRow = NonNullable<Awaited<ReturnType<typeof findFirstAidKit>>>;

export async function findFirstAidKit(db: Database, id: number) {
  const [row] = await joined(db).where(eq(firstAidKits.id, id)).limit(1);
  return row;
}

/** Every kit, soonest expiry first, then by equipment number. */
export async function listFirstAidKits(db: Database) {
  return joined(db).orderBy(
    asc(firstAidKits.expiryMonth),
    sql`lower(${vehicles.equipmentNumber})`,
    asc(firstAidKits.id),
  );
}

export async function vehicleExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, id)).limit(1);
  return row !== undefined;
}

export async function insertFirstAidKit(db: Database, values: NewFirstAidKitRow) {
  const [created] = await db.insert(firstAidKits).values(values).returning({ id: firstAidKits.id });
  return created!;
}

export async function updateFirstAidKit(db: Database, id: number, values: Partial<NewFirstAidKitRow>) {
  await db.update(firstAidKits).set(values).where(eq(firstAidKits.id, id));
}

export async function deleteFirstAidKit(db: Database, id: number) {
  await db.delete(firstAidKits).where(eq(firstAidKits.id, id));
}
