import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { FirstAidKitExportFilter, FirstAidKitSortColumn } from '@fleet-ops/shared';
import type { Database } from '../../db/client.js';
import { firstAidKits, vehicles } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { nameOrder } from '../../lib/name-order-queries.js';

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

const defaultOrder = [asc(firstAidKits.expiryMonth), sql`lower(${vehicles.equipmentNumber})`, asc(firstAidKits.id)];

/** Every kit, soonest expiry first, then by equipment number. */
export async function listFirstAidKits(db: Database) {
  return joined(db).orderBy(...defaultOrder);
}

const sortKeys: Record<FirstAidKitSortColumn, SQL> = {
  equipment_number: nameOrder(vehicles.equipmentNumber),
  vehicle_parent_type: nameOrder(vehicles.vehicleParentType),
  vehicle_type: nameOrder(vehicles.vehicleType),
  expiry_date: sql`${firstAidKits.expiryMonth}`,
  type: sql`${firstAidKits.type}`,
};

const frenchMonths = sql.raw(
  `array['janvier','février','mars','avril','mai','juin','juillet','août','septembre','octobre','novembre','décembre']`,
);

/**
 * The screen's search: the text inside the equipment number, the vehicle's types, the type as
 * shown ('type 2') or the expiry month as YYYY-MM or as the table writes it in English or French
 * ('March 2027', 'mars 2027').
 */
function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search.replace(/\s+/g, ' '));
  const month = firstAidKits.expiryMonth;
  return or(
    ilike(vehicles.equipmentNumber, pattern),
    ilike(vehicles.vehicleParentType, pattern),
    ilike(vehicles.vehicleType, pattern),
    sql`replace(${firstAidKits.type}::text, '_', ' ') ilike ${pattern}`,
    sql`to_char(${month}, 'YYYY-MM') ilike ${pattern}`,
    sql`to_char(${month}, 'FMMonth YYYY') ilike ${pattern}`,
    sql`(${frenchMonths})[extract(month from ${month})::int] || ' ' || extract(year from ${month})::int ilike ${pattern}`,
  );
}

/**
 * One batch of the kits the screen shows for a search and sort (the export's rows). Sorted by a
 * column, ties go by id in the same direction, as the screen sorts them.
 */
/**
 * Home's kit windows by month (kits are stored as their month's first day): expired this month or
 * earlier, expiring next month, as the count and the list's colours read them.
 */
function expiryCondition(expiry: FirstAidKitExportFilter['expiry'], months: { thisMonth: string; nextMonth: string }) {
  if (expiry === 'expired') return sql`${firstAidKits.expiryMonth} <= ${months.thisMonth}`;
  if (expiry === 'expiring') return eq(firstAidKits.expiryMonth, months.nextMonth);
  return undefined;
}

export async function listFirstAidKitsPage(
  db: Database,
  filter: FirstAidKitExportFilter,
  page: { limit: number; offset: number },
  months: { thisMonth: string; nextMonth: string },
) {
  const direction = filter.sortDir === 'desc' ? desc : asc;
  const order = filter.sort ? [direction(sortKeys[filter.sort]), direction(firstAidKits.id)] : defaultOrder;
  return joined(db)
    .where(and(searchCondition(filter.search), expiryCondition(filter.expiry, months)))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
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
