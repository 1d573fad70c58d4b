import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ExpiryFilter, FireInspectionSortColumn } from '@fleet-ops/shared';
import type { Database } from '../../db/client.js';
import { fireInspections, vehicles } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';

export type NewFireInspectionRow = typeof fireInspections.$inferInsert;

/** Each sort choice, with the type its keyset value is cast back to. */
const sortKeys: Record<FireInspectionSortColumn, { expression: SQL; type: 'text' | 'integer' | 'date' }> = {
  equipment_number: { expression: sql`lower(${vehicles.equipmentNumber})`, type: 'text' },
  vehicle_parent_type: { expression: sql`lower(${vehicles.vehicleParentType})`, type: 'text' },
  vehicle_type: { expression: sql`lower(${vehicles.vehicleType})`, type: 'text' },
  manufacture_year: { expression: sql`${fireInspections.manufactureYear}`, type: 'integer' },
  inspection_month: { expression: sql`${fireInspections.inspectionMonth}`, type: 'text' },
  inspection_expiry_date: { expression: sql`${fireInspections.inspectionExpiryDate}`, type: 'date' },
};

export type FireInspectionOrder = { sort: FireInspectionSortColumn; direction: 'asc' | 'desc' };

/** Inspections with their vehicle (and the keyset value of `order`): what every inspection answer is read from. */
export function joined(db: Database, order: FireInspectionOrder) {
  return db
    .select({
      inspection: fireInspections,
      equipmentNumber: vehicles.equipmentNumber,
      vehicleParentType: vehicles.vehicleParentType,
      vehicleType: vehicles.vehicleType,
      sortKey: sql<string>`(${sortKeys[order.sort].expression})::text`,
    })
    .from(fireInspections)
    .innerJoin(vehicles, eq(vehicles.id, fireInspections.vehicleId));
}

/** The typed text inside the equipment number, the vehicle's types or its location, any case. */
export function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(vehicles.equipmentNumber, pattern),
    ilike(vehicles.vehicleParentType, pattern),
    ilike(vehicles.vehicleType, pattern),
    sql`${vehicles.location}::text ilike ${pattern}`,
    ilike(vehicles.locationOther, pattern),
  );
}

/**
 * The list's filter: its search, and Home's window when it links here (expired on or before
 * `today`; expiring after it up to `warnUntil`, a month on), the same rule the count uses.
 */
export function inspectionConditions(
  filter: { search?: string | undefined; expiry?: ExpiryFilter | undefined },
  window: { today: string; warnUntil: string },
): SQL | undefined {
  const expiry = fireInspections.inspectionExpiryDate;
  const inWindow =
    filter.expiry === 'expired'
      ? sql`${expiry} <= ${window.today}`
      : filter.expiry === 'expiring'
        ? sql`${expiry} > ${window.today} and ${expiry} <= ${window.warnUntil}`
        : undefined;
  return and(searchCondition(filter.search), inWindow);
}

function orderBy(order: FireInspectionOrder) {
  const direction = order.direction === 'asc' ? asc : desc;
  return [direction(sortKeys[order.sort].expression), direction(fireInspections.id)];
}

export type FireInspectionQueryRow = NonNullable<Awaited<ReturnType<typeof findFireInspection>>>;

const defaultOrder: FireInspectionOrder = { sort: 'inspection_expiry_date', direction: 'asc' };

export async function findFireInspection(db: Database, id: number) {
  const [row] = await joined(db, defaultOrder).where(eq(fireInspections.id, id)).limit(1);
  return row;
}

export async function listFireInspections(
  db: Database,
  order: FireInspectionOrder,
  matching: SQL | undefined,
  page: { limit: number; offset: number },
) {
  const [rows, [total]] = await Promise.all([
    joined(db, order)
      .where(matching)
      .orderBy(...orderBy(order))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ value: count() })
      .from(fireInspections)
      .innerJoin(vehicles, eq(vehicles.id, fireInspections.vehicleId))
      .where(matching),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The rows after `previous` in the list's order: keyset pagination for the CSV export. */
export async function listFireInspectionsAfter(
  db: Database,
  order: FireInspectionOrder,
  matching: SQL | undefined,
  previous: { sortKey: string; id: number } | undefined,
  limit: number,
) {
  const key = sortKeys[order.sort];
  const comparison = order.direction === 'asc' ? sql`>` : sql`<`;
  const after = previous
    ? sql`(${key.expression}, ${fireInspections.id}) ${comparison} (cast(${previous.sortKey} as ${sql.raw(key.type)}), ${previous.id})`
    : undefined;
  return joined(db, order)
    .where(and(matching, after))
    .orderBy(...orderBy(order))
    .limit(limit);
}

export async function vehicleExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, id)).limit(1);
  return row !== undefined;
}

export async function insertFireInspection(db: Database, values: NewFireInspectionRow) {
  const [created] = await db.insert(fireInspections).values(values).returning({ id: fireInspections.id });
  return created!;
}

export async function updateFireInspection(db: Database, id: number, values: Partial<NewFireInspectionRow>) {
  await db.update(fireInspections).set(values).where(eq(fireInspections.id, id));
}

export async function deleteFireInspection(db: Database, id: number) {
  await db.delete(fireInspections).where(eq(fireInspections.id, id));
}
